/**
 * Uploaded file names end up in URLs, HTML attributes and the disk: keep
 * letters (any script, so Korean names survive), digits, '-' and '_', and one
 * extension; everything else (paths, quotes, spaces, markup) becomes '-'.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  const [stem, extension] = dot > 0 ? [base.slice(0, dot), base.slice(dot + 1)] : [base, '']
  const clean = (part: string) =>
    part
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-|-$/g, '')
  const safeStem = clean(stem).slice(0, 100) || 'image'
  const safeExtension = clean(extension).toLowerCase().slice(0, 10)
  return safeExtension ? `${safeStem}.${safeExtension}` : safeStem
}
