/**
 * A listing photo the page may show: our own media only (`/api/media/file/...`), which the image
 * optimizer and the CSP's img-src 'self' accept. Another host's picture would be blocked by both.
 */
export function ownPhoto(url: string | undefined): string | undefined {
  return url && url.startsWith('/api/media/file/') && !url.includes('..') ? url : undefined
}
