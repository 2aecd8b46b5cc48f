/** Reads samples out of Prometheus's text format, as a scraper would. */

export type Labels = Record<string, string>

export type Sample = { name: string; labels: Labels; value: number }

export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line)
    if (!match) throw new Error(`not a sample line: ${line}`)
    const labels: Labels = {}
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!
    samples.push({ name: match[1]!, labels, value: Number(match[3]) })
  }
  return samples
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when absent. */
export function sampleValue(text: string | Sample[], name: string, labels: Labels = {}): number | undefined {
  const samples = typeof text === 'string' ? parseSamples(text) : text
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples: name more labels`)
  return found[0]?.value
}

/** Like sampleValue, 0 when absent (a counter not yet counted). */
export const counterValue = (text: string | Sample[], name: string, labels: Labels = {}) => sampleValue(text, name, labels) ?? 0
