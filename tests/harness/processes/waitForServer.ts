/**
 * Polls `url` until the server answers below 500; fails fast when the server
 * stops first (`isRunning` false), naming where its output went.
 */
export async function waitForServer(
  url: string,
  isRunning: () => boolean,
  { output = 'its output above', timeoutMs = 60_000 }: { output?: string; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error(`next start exited before serving; see ${output}`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
