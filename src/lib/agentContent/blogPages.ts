/**
 * Addresses of the blog's list: the first page at /blog, later ones at /blog/page/{n}. Page numbers
 * are path segments, not a query, so every page of the list is one address that Next's page cache
 * can keep (a cached page must not read the query string).
 */

/** The last page number the blog answers: anything past it is a 404, whatever the agent has written. */
export const MAX_BLOG_PAGE = 1000

/**
 * The page number of /blog/page/{segment}: 2 to MAX_BLOG_PAGE, written plainly ("2", never "02" or
 * "2.0"); null for anything else, which the route answers with a 404. Page 1 has one address, /blog.
 */
export function blogPageNumber(segment: string): number | null {
  if (!/^[1-9]\d{0,3}$/.test(segment)) return null
  const page = Number(segment)
  return page >= 2 && page <= MAX_BLOG_PAGE ? page : null
}

/** The unprefixed path of a page of the list, under the agent's base path. */
export const blogListPath = (basePath: string, page = 1) => (page <= 1 ? `${basePath}/blog` : `${basePath}/blog/page/${page}`)

/** The unprefixed path of a post, under the agent's base path. */
export const blogPostPath = (basePath: string, slug: string) => `${basePath}/blog/${encodeURIComponent(slug)}`
