'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { countEvent } from '@/lib/analytics/siteEvents'
import { addFavourite, type FavouriteHome, favouritesKey, parseFavourites, removeFavourite } from '@/lib/favourites/favouriteList'

/**
 * The favourites list in localStorage, shared by every heart, the header's count and the favourites
 * view of the page: a change made by one shows in the others at once (and in other tabs, through the
 * storage event). Before hydration (and on the server) the list is unknown: `null`.
 */
const listeners = new Set<() => void>()
const parsed = new Map<string, { raw: string | null; list: FavouriteHome[] }>()

const readRaw = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key)
  } catch {
    // Storage switched off (private mode in some browsers): the hearts still work for this page.
    return memory.get(key) ?? null
  }
}
const memory = new Map<string, string>()

/** The same array while the stored text is the same: useSyncExternalStore compares snapshots by identity. */
function snapshot(key: string): FavouriteHome[] {
  const raw = readRaw(key)
  const cached = parsed.get(key)
  if (cached && cached.raw === raw) return cached.list
  const list = parseFavourites(raw)
  parsed.set(key, { raw, list })
  return list
}

function write(key: string, list: FavouriteHome[]) {
  const raw = JSON.stringify(list)
  try {
    window.localStorage.setItem(key, raw)
  } catch {
    memory.set(key, raw)
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function useFavourites(realtorId: number) {
  const key = favouritesKey(realtorId)
  const list = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => null,
  )
  const toggle = useCallback(
    (home: FavouriteHome) => {
      const current = snapshot(key)
      const saved = current.some((item) => item.id === home.id)
      write(key, saved ? removeFavourite(current, home.id) : addFavourite(current, home))
      if (!saved) countEvent(realtorId, { kind: 'favourite', listing: home.id })
    },
    [key, realtorId],
  )
  const remove = useCallback((id: string) => write(key, removeFavourite(snapshot(key), id)), [key])
  return { list, toggle, remove }
}
