/** Text into HTML: every value from a visitor is escaped before it is put in an e-mail. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/** A simple, readable e-mail: a title, label/value rows, a paragraph, links. */
export function layout(title: string, rows: [string, string][], paragraphs: string[], links: [string, string][]): string {
  const cell = 'padding:4px 12px 4px 0;vertical-align:top'
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th style="${cell};text-align:left">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const body = paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('')
  const anchors = links.map(([label, href]) => `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`).join('')
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><h1 style="font-size:18px">${escapeHtml(title)}</h1>${rows.length ? `<table>${table}</table>` : ''}${body}${anchors}</body></html>`
}

/** The plain-text twin of `layout`. */
export function plainText(title: string, rows: [string, string][], paragraphs: string[], links: [string, string][]): string {
  return (
    [
      title,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      ...paragraphs,
      '',
      ...links.map(([label, href]) => `${label}: ${href}`),
    ]
      .join('\n')
      .trim() + '\n'
  )
}
