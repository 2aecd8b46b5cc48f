/**
 * A Payload admin label in the three admin languages. Argument order is the
 * product's order of languages (Korean first); Payload reads the object by key.
 */
export type AdminLabel = { ko: string; en: string; ja: string }

export const label = (ko: string, en: string, ja: string): AdminLabel => ({ ko, en, ja })

/** Select options whose stored value is a spec code (korea_name, ogImage...) and whose label is words. */
export const optionsFrom = <V extends string>(labels: Record<V, AdminLabel>) =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }))
