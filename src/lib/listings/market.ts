/** Spec section 4: crmls when every region is in CA, fmls when every region is in GA, else none. */
export type Market = 'crmls' | 'fmls' | ''

export function marketCode(regions: { state?: string | null }[] | null | undefined): Market {
  const states = (regions ?? []).map((r) => r.state)
  if (states.length === 0) return ''
  if (states.every((s) => s === 'CA')) return 'crmls'
  if (states.every((s) => s === 'GA')) return 'fmls'
  return ''
}

/** County of a city for the home-list query (spec section 7). */
const counties: Record<string, string> = {
  irvine: 'Orange',
  'newport beach': 'Orange',
  'costa mesa': 'Orange',
  anaheim: 'Orange',
  fullerton: 'Orange',
  'los angeles': 'Los Angeles',
  pasadena: 'Los Angeles',
  torrance: 'Los Angeles',
  atlanta: 'Fulton',
  'johns creek': 'Fulton',
  alpharetta: 'Fulton',
  duluth: 'Gwinnett',
  suwanee: 'Gwinnett',
  lawrenceville: 'Gwinnett',
}

export function countyForCity(city: string | null | undefined): string | undefined {
  return city ? counties[city.trim().toLowerCase()] : undefined
}
