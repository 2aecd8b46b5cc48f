/**
 * A small table of figures that fits a phone: headers wrap, weeks and numbers stay on one line, and
 * a table wider than the screen would scroll inside its own box rather than widen the page.
 */
import type { CSSProperties } from 'react'

export type Cell = string

const cellStyle: CSSProperties = {
  padding: '8px 4px',
  borderBottom: '1px solid var(--theme-elevation-150)',
  textAlign: 'end',
  fontSize: 14,
  verticalAlign: 'top',
}

export function FiguresTable({
  testId,
  caption,
  head,
  rows,
}: {
  testId: string
  caption: string
  head: string[]
  rows: { key: string; cells: Cell[] }[]
}) {
  return (
    <div style={{ overflowX: 'auto', minWidth: 0, maxWidth: '100%' }}>
      <table data-testid={testId} style={{ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' }}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <thead>
          <tr>
            {head.map((name, i) => (
              <th
                key={name}
                scope="col"
                style={{ ...cellStyle, fontWeight: 600, textAlign: i === 0 ? 'start' : 'end', color: 'var(--theme-elevation-800)' }}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" style={{ ...cellStyle, textAlign: 'start', fontWeight: 'normal', whiteSpace: 'nowrap' }}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} style={{ ...cellStyle, whiteSpace: 'nowrap' }}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
