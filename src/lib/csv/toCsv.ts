/**
 * RFC 4180 CSV for spreadsheets. A cell a visitor typed that starts with
 * = + - @ (or a tab / carriage return) would run as a formula when a staff
 * member opens the file in Excel or Sheets (CSV injection): such cells get a
 * leading apostrophe, which spreadsheets show as text and do not evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = neutraliseFormula(value instanceof Date ? value.toISOString() : String(value))
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A header row and one row per record; a BOM so Excel reads UTF-8 (Korean, Japanese names). */
export function toCsv(header: string[], rows: unknown[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
