/** The condition public reads add: only the published state of a document (drafts never reach a visitor). */
export const PUBLISHED = { _status: { equals: 'published' } } as const
