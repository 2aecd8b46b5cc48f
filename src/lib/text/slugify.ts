/**
 * An address part from a title: Latin letters without accents, digits and hyphens. Titles in
 * Korean or Japanese give nothing, and the caller falls back to a made-up one.
 */
export function slugify(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
}
