/** A translation service as people know it: 'deepl' is stored, "DeepL" is shown. */
const names: Record<string, string> = { deepl: 'DeepL' }

export function serviceDisplayName(service: string | null | undefined): string {
  return (service && names[service]) || service || ''
}
