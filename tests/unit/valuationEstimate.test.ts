import { describe, expect, it } from 'vitest'

import { estimateValue, MAX_COMPARABLES, MIN_COMPARABLES, quantile, roundShown, type SoldHome } from '@/lib/valuation/estimate'

/** A sale of `area` sq ft at `perSqft` dollars a sq ft (or a given price). */
const sale = (address: string, area: number | null, perSqft: number, beds: number | null = 3, price?: number): SoldHome => ({
  address,
  city: 'Irvine',
  soldPrice: price ?? Math.round((area ?? 0) * perSqft),
  livingArea: area,
  beds,
  baths: 2,
  soldAt: null,
})
const addresses = (homes: SoldHome[] | undefined) => homes?.map((home) => home.address)

describe('estimate: median price per sq ft', () => {
  it('an odd count takes the middle one: 400, 500, 600 $/sq ft on 2,000 sq ft is $1,000,000', () => {
    const estimate = estimateValue({ livingArea: 2000, beds: 3, baths: 2 }, [
      sale('1 A St', 2000, 600),
      sale('2 B St', 2000, 400),
      sale('3 C St', 2000, 500),
    ])
    // Quartiles of [400, 500, 600]: positions 0.5 and 1.5 -> 450 and 550 $/sq ft.
    expect(estimate).toMatchObject({ low: 900_000, value: 1_000_000, high: 1_100_000, perSqft: 500 })
  })

  it('an even count takes the mean of the middle two', () => {
    const estimate = estimateValue({ livingArea: 1000, beds: 3, baths: 2 }, [
      sale('1 A St', 1000, 400),
      sale('2 B St', 1000, 450),
      sale('3 C St', 1000, 500),
      sale('4 D St', 1000, 700),
    ])
    // median (450 + 500) / 2 = 475 -> $475,000.
    // Q1 at position 0.75: 400 + 0.75 * 50 = 437.5 -> $437,500 -> $438,000 (nearest $1,000).
    // Q3 at position 2.25: 500 + 0.25 * 200 = 550 -> $550,000.
    expect(estimate).toMatchObject({ low: 438_000, value: 475_000, high: 550_000, perSqft: 475 })
  })
})

describe('estimate: closest comparables', () => {
  // Subject 2,000 sq ft, 3 beds. Distance = |area - 2000| / 2000 + 0.1 * |beds - 3|.
  const sold = [
    sale('7 G St', 3000, 520), // 0.5
    sale('5 E St', 2400, 510), // 0.2 (area)
    sale('1 A St', 2000, 500), // 0
    sale('8 H St', 1200, 480, 2), // 0.4 + 0.1 = 0.5
    sale('3 C St', 1900, 490, 4), // 0.05 + 0.1 = 0.15
    sale('6 F St', 1500, 505), // 0.25
    sale('2 B St', 2100, 495), // 0.05
    sale('4 D St', 2000, 515, 5), // 0.2 (beds): ties with 5 E St, the lower address first
  ]

  it(`keeps the ${MAX_COMPARABLES} closest by living area and beds, closest first`, () => {
    const estimate = estimateValue({ livingArea: 2000, beds: 3, baths: 2 }, sold)
    expect(addresses(estimate?.comparables)).toEqual(['1 A St', '2 B St', '3 C St', '4 D St', '5 E St', '6 F St'])
    // $/sq ft of those six: 490, 495, 500, 505, 510, 515 -> median 502.5 -> $1,005,000.
    expect(estimate).toMatchObject({ value: 1_005_000, perSqft: 503 })
  })

  it('gives the same comparables in the same order whatever the order of the sales (ties included)', () => {
    const subject = { livingArea: 2000, beds: 3, baths: 2 }
    const once = estimateValue(subject, sold)
    expect(estimateValue(subject, [...sold].reverse())).toEqual(once)
    expect(estimateValue(subject, [...sold.slice(4), ...sold.slice(0, 4)])).toEqual(once)
  })

  it('breaks a tie of distance and address by the lower price', () => {
    const twins = [sale('9 Same St', 2000, 510), sale('9 Same St', 2000, 500), sale('1 A St', 2000, 505), sale('2 B St', 2000, 505)]
    const subject = { livingArea: 2000, beds: 3, baths: 2 }
    const estimate = estimateValue(subject, twins)
    expect(estimate?.comparables.map((home) => home.soldPrice)).toEqual([1_010_000, 1_010_000, 1_000_000, 1_020_000])
    expect(estimateValue(subject, [...twins].reverse())).toEqual(estimate)
  })

  it('counts unknown beds as two apart', () => {
    const estimate = estimateValue({ livingArea: 2000, beds: 3, baths: 2 }, [
      sale('1 Unknown St', 2000, 500, null), // 0.2
      sale('2 B St', 2300, 500), // 0.15
      sale('3 C St', 2000, 500, 4), // 0.1
      sale('4 D St', 2000, 500), // 0
    ])
    expect(addresses(estimate?.comparables)).toEqual(['4 D St', '3 C St', '2 B St', '1 Unknown St'])
  })
})

describe('estimate: outliers', () => {
  const good = [sale('1 A St', 2000, 500), sale('2 B St', 2100, 520), sale('3 C St', 1900, 480)]

  it('leaves out a $1 sale and a 100,000 sq ft "home"', () => {
    const estimate = estimateValue({ livingArea: 2000, beds: 3, baths: 2 }, [
      sale('9 Dollar St', 2000, 0, 3, 1),
      sale('9 Huge St', 100_000, 20, 3),
      ...good,
    ])
    expect(addresses(estimate?.comparables)).toEqual(['1 A St', '2 B St', '3 C St'])
    // 480, 500, 520 $/sq ft -> 500 * 2,000 = $1,000,000; quartiles 490 and 510.
    expect(estimate).toMatchObject({ low: 980_000, value: 1_000_000, high: 1_020_000, perSqft: 500 })
  })

  it('leaves out sales without a price or an area, under $10,000, or homes under half or over twice the size', () => {
    const estimate = estimateValue({ livingArea: 2000, beds: 3, baths: 2 }, [
      sale('9 No Area St', null, 500, 3, 1_000_000),
      sale('9 No Price St', 2000, 0, 3, 0),
      sale('9 Cheap St', 150, 60, 3, 9_000),
      sale('9 Small St', 990, 500),
      sale('9 Big St', 4010, 500),
      ...good,
    ])
    expect(addresses(estimate?.comparables)).toEqual(['1 A St', '2 B St', '3 C St'])
  })

  it('leaves out a price per sq ft outside $20 to $5,000, or far from the others', () => {
    const subject = { livingArea: 2000, beds: 3, baths: 2 }
    const outsideTheBand = estimateValue(subject, [sale('9 Gift St', 2000, 15), sale('9 Gold St', 2000, 6000), ...good])
    expect(addresses(outsideTheBand?.comparables)).toEqual(['1 A St', '2 B St', '3 C St'])

    // $100/sq ft is inside the band. Among seven sales [100, 480, 490, 500, 505, 510, 520] the quartiles
    // are 485 and 507.5 (positions 1.5 and 4.5), the fence 3 * 22.5 = 67.5: kept from 417.5 to 575 only.
    const pack = [...good, sale('4 D St', 2000, 490), sale('5 E St', 2000, 510), sale('6 F St', 2050, 505)]
    const withLow = estimateValue(subject, [sale('9 Odd St', 2000, 100), ...pack])
    expect(addresses(withLow?.comparables)).not.toContain('9 Odd St')
    expect(withLow?.comparables).toHaveLength(6)
    // The limit: with only three others [100, 480, 500, 520] the quartiles are 385 and 505, the fence
    // 3 * 120 = 360, and it stays (the median, 490, barely moves).
    expect(addresses(estimateValue(subject, [sale('9 Odd St', 2000, 100), ...good])?.comparables)).toContain('9 Odd St')
  })
})

describe('estimate: too few comparables', () => {
  it(`gives no number under ${MIN_COMPARABLES} usable sales`, () => {
    const subject = { livingArea: 2000, beds: 3, baths: 2 }
    expect(estimateValue(subject, [])).toBeNull()
    expect(estimateValue(subject, [sale('1 A St', 2000, 500), sale('2 B St', 2000, 510)])).toBeNull()
    // Three sales, but one is a $1 transfer: two usable.
    expect(estimateValue(subject, [sale('1 A St', 2000, 500), sale('2 B St', 2000, 510), sale('3 C St', 2000, 0, 3, 1)])).toBeNull()
    expect(estimateValue(subject, [sale('1 A St', 2000, 500), sale('2 B St', 2000, 510), sale('3 C St', 2000, 505)])).not.toBeNull()
  })
})

describe('estimate: rounding shown to the owner', () => {
  it('rounds to the nearest $1,000 under $1M and the nearest $5,000 from $1M', () => {
    expect(roundShown(437_499)).toBe(437_000)
    expect(roundShown(437_500)).toBe(438_000)
    expect(roundShown(999_499)).toBe(999_000)
    expect(roundShown(999_500)).toBe(1_000_000)
    expect(roundShown(1_002_499)).toBe(1_000_000)
    expect(roundShown(1_002_500)).toBe(1_005_000)
    expect(roundShown(2_347_600)).toBe(2_350_000)
  })

  it('rounds value and range, price per sq ft to whole dollars, and keeps low <= value <= high', () => {
    const small = estimateValue({ livingArea: 1111, beds: 3, baths: 2 }, [
      sale('1 A St', 1000, 501),
      sale('2 B St', 1000, 503),
      sale('3 C St', 1000, 505),
    ])
    // 503 * 1,111 = 558,833 -> 559,000; 502 * 1,111 = 557,722 -> 558,000; 504 * 1,111 = 559,944 -> 560,000.
    expect(small).toMatchObject({ low: 558_000, value: 559_000, high: 560_000, perSqft: 503 })

    const large = estimateValue({ livingArea: 1000, beds: 3, baths: 2 }, [
      sale('1 A St', 1000, 1001),
      sale('2 B St', 1000, 1003),
      sale('3 C St', 1000, 1005),
    ])
    // 1,003,000 -> 1,005,000; 1,002,000 -> 1,000,000; 1,004,000 -> 1,005,000 (nearest $5,000).
    expect(large).toMatchObject({ low: 1_000_000, value: 1_005_000, high: 1_005_000, perSqft: 1003 })

    const fractional = estimateValue({ livingArea: 1000, beds: 3, baths: 2 }, [
      sale('1 A St', 1000, 0, 3, 810_400),
      sale('2 B St', 1000, 0, 3, 810_600),
      sale('3 C St', 1000, 0, 3, 810_700),
    ])
    // Median 810.6 $/sq ft -> 811 shown; 810,600 -> 811,000.
    expect(fractional).toMatchObject({ perSqft: 811, value: 811_000 })
    for (const estimate of [small, large, fractional]) {
      expect(estimate!.low).toBeLessThanOrEqual(estimate!.value)
      expect(estimate!.value).toBeLessThanOrEqual(estimate!.high)
    }
  })
})

describe('estimate: the range is the interquartile range', () => {
  it('interpolates the 25th and 75th percentiles linearly', () => {
    const sorted = [750, 800, 800, 820, 850, 900]
    // Positions (6 - 1) * 0.25 = 1.25 and (6 - 1) * 0.75 = 3.75.
    expect(quantile(sorted, 0.25)).toBe(800)
    expect(quantile(sorted, 0.75)).toBe(842.5)
    expect(quantile(sorted, 0.5)).toBe(810)
    const estimate = estimateValue(
      { livingArea: 2000, beds: 3, baths: 2 },
      sorted.map((perSqft, i) => sale(`${i + 1} St`, 2000, perSqft)),
    )
    // 800 * 2,000 = 1,600,000; 810 * 2,000 = 1,620,000; 842.5 * 2,000 = 1,685,000.
    expect(estimate).toMatchObject({ low: 1_600_000, value: 1_620_000, high: 1_685_000, perSqft: 810 })
  })
})
