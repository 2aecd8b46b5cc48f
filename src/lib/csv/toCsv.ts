/**
 * RFC 4180 CSV for spreadsheets. A cell a visitor typed that starts with
 * = + - @ (or their full-width forms ＝ ＋ － ＠, which Excel also reads as
 * formulas, or a tab / carriage return) would run as a formula when a staff
 * member opens the file in Excel or Sheets (CSV injection): such cells get a
 * leading apostrophe, which spreadsheets show as text and do not evaluate.
 * Excel in many European locales splits rows on `;`, and a file opened with the
 * wrong separator splits on `,` inside a cell, so a formula right after either
 * would start a cell of its own there: it gets the apostrophe too, and a cell
 * holding `;` is quoted like one holding `,`.
 */
const FORMULA_CHARACTERS = '=+\\-@\\t\\r\uFF1D\uFF0B\uFF0D\uFF20'
const FORMULA_START = new RegExp(`^[${FORMULA_CHARACTERS}]`)
const FORMULA_AFTER_SEPARATOR = new RegExp(`([,;]\\s*)(?=[${FORMULA_CHARACTERS}])`, 'g')

export function neutraliseFormula(value: string): string {
  const inside = value.replace(FORMULA_AFTER_SEPARATOR, "$1'")
  return FORMULA_START.test(inside) ? `'${inside}` : inside
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = neutraliseFormula(value instanceof Date ? value.toISOString() : String(value))
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A header row and one row per record; a BOM so Excel reads UTF-8 (Korean, Japanese names). */
export function toCsv(header: string[], rows: unknown[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
