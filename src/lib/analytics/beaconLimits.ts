/**
 * The size of a beacon, shared by the page (which must not load ./events.ts: its schema library
 * compiles code with `new Function`, which the public pages' policy refuses) and the server.
 */

/** A beacon carries at most this many events (the script sends a page's events together). */
export const MAX_EVENTS_PER_BEACON = 20
/** Bytes of one beacon's body; anything larger is refused unread. */
export const MAX_BEACON_BYTES = 8 * 1024
