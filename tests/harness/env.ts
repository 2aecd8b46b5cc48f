/**
 * Sets environment variables for a test and gives back a function that puts
 * them back as they were (unset ones unset again: assigning `undefined` to
 * process.env would store the string "undefined").
 */
export function overrideEnv(values: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]))
  Object.assign(process.env, values)
  return () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}
