/**
 * The period's totals, each a term and its value, with the change from the period before under it:
 * a `<dl>` of `<dt>` label and `<dd>` value (and a second `<dd>` for the change), wrapping two or three
 * to a line on a phone.
 */
export type Total = { key: string; label: string; value: string; change: string; hint?: string }

export function TotalsList({ totals }: { totals: Total[] }) {
  return (
    <dl
      data-testid="numbers-totals"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))', gap: 12, margin: 0 }}
    >
      {totals.map((total) => (
        <div
          key={total.key}
          data-testid={`total-${total.key}`}
          style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: '8px 12px', minWidth: 0 }}
        >
          <dt style={{ fontSize: 13, color: 'var(--theme-elevation-800)' }} title={total.hint}>
            {total.label}
          </dt>
          <dd style={{ margin: 0, fontSize: 24, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{total.value}</dd>
          <dd style={{ margin: 0, fontSize: 12, color: 'var(--theme-elevation-800)' }}>{total.change}</dd>
        </div>
      ))}
    </dl>
  )
}
