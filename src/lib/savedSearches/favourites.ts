/**
 * A favourites list as a saved search keeps it: the homes (id and where their link found them), and
 * what the buyer last heard of each (price, status).
 */
import type { FavouriteState } from './snapshot'

export type FavouriteRef = { id: string; from: string }
export type FavouritesList = { homes: FavouriteRef[]; known: Record<string, FavouriteState> }

/** One key per set of homes, whatever their order: the same favourites are never subscribed twice. */
export function favouritesKeyOf(homes: FavouriteRef[]): string {
  return `favourites:${JSON.stringify([...new Set(homes.map((home) => home.id))].sort())}`
}

export function favouritesFromJson(value: unknown): FavouritesList {
  const raw = (value ?? {}) as Partial<FavouritesList>
  const homes = Array.isArray(raw.homes)
    ? raw.homes
        .filter((home): home is FavouriteRef => typeof home?.id === 'string')
        .map((home) => ({ id: home.id, from: typeof home.from === 'string' ? home.from : '' }))
    : []
  const known = raw.known && typeof raw.known === 'object' ? raw.known : {}
  return { homes, known }
}
