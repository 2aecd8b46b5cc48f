/**
 * The area a market report is about: a state, a city and, where the page narrows it, a ZIP code.
 * Several agents' pages about the same area share one report (one listings query a day per area,
 * not per page); a report from an agent's own listings is that agent's alone.
 */
export type MarketArea = { state: string; city: string; zipcode?: string | null }

/** A city name is short; a longer one is cut here so that keys and cache tags stay short. */
const MAX_CITY_CHARS = 100

export function normalArea(area: MarketArea): { state: string; city: string; zipcode: string } {
  return {
    state: area.state.trim().toUpperCase(),
    city: area.city.trim().replace(/\s+/g, ' ').slice(0, MAX_CITY_CHARS),
    zipcode: (area.zipcode ?? '').trim(),
  }
}

/** 'CA|irvine|92618' (no ZIP: 'CA|irvine|'); from an agent's own listings, '|agent:12' after it. */
export function marketAreaKey(area: MarketArea, agentId?: number | string | null): string {
  const { state, city, zipcode } = normalArea(area)
  const key = `${state}|${city.toLowerCase()}|${zipcode}`
  return agentId === undefined || agentId === null ? key : `${key}|agent:${agentId}`
}
