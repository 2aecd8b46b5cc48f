/**
 * One figure over time as server-rendered SVG bars: no chart library and no script. The SVG stretches
 * to the width it is given (100 %, a fixed height), so it never widens a phone's page; its words (the
 * scale, the dates) are HTML beside and under it and keep their size. Each bar names its day and
 * value on hover (`<title>`); the numbers themselves are in the tables and the CSV.
 */
import { chartGeometry } from '@/lib/analytics/chartGeometry'

export type Point = { label: string; title: string; value: number }

const muted = { fontSize: 12, color: 'var(--theme-elevation-800)', fontVariantNumeric: 'tabular-nums' } as const

export function TrendChart({
  testId,
  title,
  summary,
  points,
  format,
}: {
  testId: string
  title: string
  summary: string
  points: Point[]
  format: (n: number) => string
}) {
  const chart = chartGeometry(points.map((point) => point.value))
  return (
    <figure data-testid={testId} style={{ margin: 0, minWidth: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 4 }}>{title}</figcaption>
      <div style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 6 }}>
        <div style={{ ...muted, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', textAlign: 'end' }} aria-hidden>
          {[...chart.ticks].reverse().map((tick) => (
            <span key={tick.value}>{format(tick.value)}</span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          style={{ display: 'block', width: '100%', height: 140 }}
        >
          {chart.ticks.map((tick) => (
            <line
              key={tick.value}
              x1={0}
              x2={chart.width}
              y1={tick.y}
              y2={tick.y}
              stroke="var(--theme-elevation-150)"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {chart.bars.map((bar) => (
            <rect key={bar.index} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="var(--theme-success-500)">
              <title>{points[bar.index].title}</title>
            </rect>
          ))}
        </svg>
        <span />
        <div style={{ ...muted, display: 'flex', justifyContent: 'space-between', gap: 8 }} aria-hidden>
          {chart.labelled.map((index) => (
            <span key={index}>{points[index].label}</span>
          ))}
        </div>
      </div>
    </figure>
  )
}
