/** Whether the configured public URL (PUBLIC_URL) is served over https. */
export function publicUrlIsHttps(value: string | undefined): boolean {
  try {
    return new URL(value ?? '').protocol === 'https:'
  } catch {
    return false
  }
}
