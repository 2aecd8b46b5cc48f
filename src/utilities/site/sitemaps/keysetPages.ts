/**
 * A whole table read page by page, by id (`id > last id seen`, ordered by id): each page is one
 * index range scan however far in, unlike an offset, and at most PAGE_SIZE rows are in memory.
 */
export const PAGE_SIZE = 1_000

export async function* keysetPages<T extends { id: number }>(
  readPage: (afterId: number, limit: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let afterId = 0
  for (;;) {
    const page = await readPage(afterId, PAGE_SIZE)
    if (page.length > 0) yield page
    if (page.length < PAGE_SIZE) return
    afterId = page[page.length - 1]!.id
  }
}

/** Per chunk, the newest of its rows' timestamps: what a sitemap index entry's lastmod says. */
export async function newestPerChunk<T extends { id: number; updatedAt: string }>(
  pages: AsyncGenerator<T[]>,
  chunkOf: (id: number) => number,
): Promise<Map<number, string>> {
  const newest = new Map<number, string>()
  for await (const page of pages) {
    for (const row of page) {
      const chunk = chunkOf(row.id)
      const seen = newest.get(chunk)
      if (!seen || Date.parse(row.updatedAt) > Date.parse(seen)) newest.set(chunk, row.updatedAt)
    }
  }
  return newest
}
