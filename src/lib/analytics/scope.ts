/**
 * Whose visitor numbers a request reads, decided on the server from who asks, never from what they
 * send alone: an agent reads only their own realtor's, whatever `agent` says (another id is refused,
 * not swapped, so a shared link never shows someone else's numbers under the wrong name); staff read
 * any agent's, all agents' together, or the landing page's.
 */
export type NumbersScope = { kind: 'agent'; realtor: number } | { kind: 'all' } | { kind: 'landing' }

export type Viewer = { staff: boolean; ownRealtor: number | null }

export type ScopeRefusal = 'badAgent' | 'notYours' | 'noPage'

export type ScopeDecision = { ok: true; scope: NumbersScope } | { ok: false; status: 400 | 403 | 404; reason: ScopeRefusal }

/** `agent`: absent (your own, or all for staff), `all`, `landing`, or a realtor id. */
export function decideScope(agent: string | null | undefined, viewer: Viewer): ScopeDecision {
  const asked = (agent ?? '').trim()
  let wanted: NumbersScope | null
  if (asked === '') wanted = null
  else if (asked === 'all' || asked === 'landing') wanted = { kind: asked }
  else if (/^\d{1,9}$/.test(asked) && Number(asked) > 0) wanted = { kind: 'agent', realtor: Number(asked) }
  else return { ok: false, status: 400, reason: 'badAgent' }
  if (viewer.staff) return { ok: true, scope: wanted ?? { kind: 'all' } }
  if (viewer.ownRealtor === null) return { ok: false, status: 404, reason: 'noPage' }
  if (wanted && !(wanted.kind === 'agent' && wanted.realtor === viewer.ownRealtor)) return { ok: false, status: 403, reason: 'notYours' }
  return { ok: true, scope: { kind: 'agent', realtor: viewer.ownRealtor } }
}

/** The scope as the `agent` query parameter writes it (links, the CSV's file name). */
export function scopeParam(scope: NumbersScope): string {
  return scope.kind === 'agent' ? String(scope.realtor) : scope.kind
}
