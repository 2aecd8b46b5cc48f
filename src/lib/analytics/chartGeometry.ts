/**
 * Where the bars of a trend chart go, in the units of an SVG viewBox: the admin draws it on the
 * server as plain SVG (no chart library, no script), and the browser stretches the viewBox to the
 * width it has, a phone's 390 px or a desk's. Text stays outside the SVG (HTML around it), so it
 * keeps its size at any width; the indexes to write dates under are chosen here. Pure: values in,
 * rectangles and ticks out.
 */

export type Bar = { index: number; x: number; y: number; width: number; height: number; value: number }
export type Tick = { value: number; y: number }
export type ChartGeometry = {
  width: number
  height: number
  /** The plot's box inside the viewBox (a little room above the highest bar). */
  plot: { left: number; top: number; right: number; bottom: number }
  /** The value at the top of the plot: a round number at least the largest value (1 when all are zero). */
  top: number
  ticks: Tick[]
  bars: Bar[]
  /** The bars whose date is written under the axis. */
  labelled: number[]
}

export const CHART_WIDTH = 600
export const CHART_HEIGHT = 200
const PLOT = { left: 0, top: 4, right: CHART_WIDTH, bottom: CHART_HEIGHT }
/** A single bar (one day, one week) stays a bar, not a block filling the chart. */
const MAX_BAR_WIDTH = 48
/** Dates written under a chart: the first, the middle and the last (they fit a phone). */
const MAX_LABELS = 3

/** 1, 2 or 5 times a power of ten, at least `value`: tick labels a person reads at a glance. */
export function roundTop(value: number): number {
  if (!(value > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return Math.max(1, step * power)
  return 10 * power
}

/** Indexes to label: never more than MAX_LABELS, always the first and the last. */
export function labelledIndexes(count: number, most = MAX_LABELS): number[] {
  if (count <= 0) return []
  if (count <= most) return Array.from({ length: count }, (_, i) => i)
  const step = (count - 1) / (most - 1)
  return [...new Set(Array.from({ length: most }, (_, i) => Math.round(i * step)))]
}

export function chartGeometry(values: readonly number[]): ChartGeometry {
  const plotWidth = PLOT.right - PLOT.left
  const plotHeight = PLOT.bottom - PLOT.top
  const top = roundTop(Math.max(0, ...values))
  const band = values.length ? plotWidth / values.length : plotWidth
  const barWidth = Math.min(MAX_BAR_WIDTH, Math.max(1, band * 0.8))
  const bars = values.map((value, index) => {
    const height = (Math.max(0, value) / top) * plotHeight
    return {
      index,
      x: round(PLOT.left + band * index + (band - barWidth) / 2),
      y: round(PLOT.bottom - height),
      width: round(barWidth),
      height: round(height),
      value,
    }
  })
  const ticks = (top % 2 === 0 ? [0, top / 2, top] : [0, top]).map((value) => ({
    value,
    y: round(PLOT.bottom - (value / top) * plotHeight),
  }))
  return { width: CHART_WIDTH, height: CHART_HEIGHT, plot: PLOT, top, ticks, bars, labelled: labelledIndexes(values.length) }
}

const round = (n: number) => Math.round(n * 100) / 100
