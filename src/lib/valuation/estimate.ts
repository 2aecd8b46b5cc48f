/**
 * The estimate of "What is my home worth?": a value and a range from comparable sold homes. Pure (no
 * I/O), so the endpoint, its job and the tests compute the same numbers.
 *
 * How:
 * 1. Unusable sales are dropped: no price or living area, a price under $10,000 (a transfer, not a
 *    sale), an area outside 100–50,000 sq ft (the request's own bounds), a price per sq ft outside
 *    $20–$5,000, a home under half or over twice the subject's area, and then a price per sq ft far
 *    from the pack (outside the quartiles by 3 interquartile ranges, at least 10% of the median).
 * 2. The closest comparables are kept, at most MAX_COMPARABLES, by the distance
 *    |area − subject area| / subject area + 0.1 · |beds − subject beds| (unknown beds count as two
 *    apart); ties go to the lower address, then the lower price, then the earlier in the list.
 * 3. Under MIN_COMPARABLES: no estimate (the agent prepares a market analysis instead).
 * 4. The value is their median price per sq ft times the subject's area; the range is their 25th and
 *    75th percentiles of price per sq ft (linear interpolation) times the area.
 * 5. Shown to the owner rounded: to the nearest $1,000 under $1M, to the nearest $5,000 from $1M
 *    (a precision the data does not have would read as an appraisal); the price per sq ft to whole
 *    dollars.
 */

export type SoldHome = {
  address: string
  city: string
  soldPrice: number
  livingArea: number | null
  beds: number | null
  baths: number | null
  /** When it sold (ISO date), where the source says. */
  soldAt: string | null
  propertyType?: string
}

/** The owner's home. */
export type Subject = { livingArea: number; beds: number; baths: number }

export type Estimate = { low: number; value: number; high: number; perSqft: number; comparables: SoldHome[] }

export const MIN_COMPARABLES = 3
export const MAX_COMPARABLES = 6

const MIN_PRICE = 10_000
const AREA = { min: 100, max: 50_000 } as const
const PER_SQFT = { min: 20, max: 5_000 } as const
const AREA_RATIO = { min: 0.5, max: 2 } as const
const FENCE_IQRS = 3
/** With near-identical prices the IQR is ~0: a home a few percent off is no outlier. */
const MIN_FENCE_OF_MEDIAN = 0.1
const BEDS_WEIGHT = 0.1
const UNKNOWN_BEDS_APART = 2

type Usable = { home: SoldHome; index: number; area: number; perSqft: number }

/** The p-th quantile (0..1) of sorted values, interpolated linearly between neighbours. */
export function quantile(sorted: number[], p: number): number {
  if (sorted.length === 0) throw new Error('quantile of nothing')
  const position = (sorted.length - 1) * p
  const below = Math.floor(position)
  const above = Math.ceil(position)
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below)
}

/** An amount as the owner sees it: nearest $1,000 under $1M, nearest $5,000 from $1M. */
export function roundShown(amount: number): number {
  const step = amount < 1_000_000 ? 1_000 : 5_000
  return Math.round(amount / step) * step
}

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

function usableSales(subject: Subject, sold: SoldHome[]): Usable[] {
  const plausible: Usable[] = []
  sold.forEach((home, index) => {
    if (!positive(home.soldPrice) || !positive(home.livingArea)) return
    const area = home.livingArea
    const perSqft = home.soldPrice / area
    const ratio = area / subject.livingArea
    if (home.soldPrice < MIN_PRICE || area < AREA.min || area > AREA.max) return
    if (perSqft < PER_SQFT.min || perSqft > PER_SQFT.max) return
    if (ratio < AREA_RATIO.min || ratio > AREA_RATIO.max) return
    plausible.push({ home, index, area, perSqft })
  })
  if (plausible.length < MIN_COMPARABLES) return plausible
  const sorted = plausible.map((sale) => sale.perSqft).sort((a, b) => a - b)
  const q1 = quantile(sorted, 0.25)
  const q3 = quantile(sorted, 0.75)
  const fence = Math.max(FENCE_IQRS * (q3 - q1), MIN_FENCE_OF_MEDIAN * quantile(sorted, 0.5))
  return plausible.filter((sale) => sale.perSqft >= q1 - fence && sale.perSqft <= q3 + fence)
}

function distance(subject: Subject, sale: Usable): number {
  const beds = sale.home.beds
  const bedsApart = typeof beds === 'number' && Number.isFinite(beds) && beds >= 0 ? Math.abs(beds - subject.beds) : UNKNOWN_BEDS_APART
  const apart = Math.abs(sale.area - subject.livingArea) / subject.livingArea + BEDS_WEIGHT * bedsApart
  // Rounded so that equal distances reached by other sums (0.1 + 0.2) tie, and the tie-break decides.
  return Math.round(apart * 1e9) / 1e9
}

function byCloseness(subject: Subject) {
  return (a: Usable, b: Usable) =>
    distance(subject, a) - distance(subject, b) ||
    (a.home.address < b.home.address ? -1 : a.home.address > b.home.address ? 1 : 0) ||
    a.home.soldPrice - b.home.soldPrice ||
    a.index - b.index
}

/** The estimate for a home from sold homes nearby, or null with fewer than MIN_COMPARABLES usable ones. */
export function estimateValue(subject: Subject, sold: SoldHome[]): Estimate | null {
  if (!positive(subject.livingArea)) return null
  const chosen = usableSales(subject, sold).sort(byCloseness(subject)).slice(0, MAX_COMPARABLES)
  if (chosen.length < MIN_COMPARABLES) return null
  const perSqft = chosen.map((sale) => sale.perSqft).sort((a, b) => a - b)
  const median = quantile(perSqft, 0.5)
  const value = roundShown(median * subject.livingArea)
  return {
    low: Math.min(roundShown(quantile(perSqft, 0.25) * subject.livingArea), value),
    value,
    high: Math.max(roundShown(quantile(perSqft, 0.75) * subject.livingArea), value),
    perSqft: Math.round(median),
    comparables: chosen.map((sale) => sale.home),
  }
}
