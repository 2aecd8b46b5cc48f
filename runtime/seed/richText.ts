/** A Lexical document of plain paragraphs (a blank line in `text` starts the next one), as the editor saves it. */
export function richText(text: string) {
  const paragraph = (line: string) => ({
    type: 'paragraph',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    textFormat: 0,
    children: [{ type: 'text', version: 1, text: line, format: 0, detail: 0, mode: 'normal', style: '' }],
  })
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      children: text.split(/\n{2,}/).map(paragraph),
    },
  }
}
