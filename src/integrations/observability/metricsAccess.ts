/**
 * Who may read the metrics: a scraper sending `Authorization: Bearer <METRICS_TOKEN>`. Anyone
 * else, and everyone while METRICS_TOKEN is unset, gets the same 404 as an address that does not
 * exist, so the endpoint does not even show that it is there. Tokens are compared in constant
 * time (their SHA-256, so their lengths do not show either).
 */
import { createHash, timingSafeEqual } from 'node:crypto'

/** Shorter tokens are refused: a guessable token would publish the metrics. */
export const MIN_TOKEN_LENGTH = 16

export type TokenProblem = 'unset' | 'too short' | null

/** Why METRICS_TOKEN cannot be used (null: it can). */
export function metricsTokenProblem(token = process.env.METRICS_TOKEN): TokenProblem {
  const value = token?.trim() ?? ''
  if (!value) return 'unset'
  return value.length < MIN_TOKEN_LENGTH ? 'too short' : null
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether an Authorization header value carries the metrics token. */
export function scrapeAllowed(authorization: string | null | undefined, token = process.env.METRICS_TOKEN): boolean {
  if (metricsTokenProblem(token) !== null) return false
  const presented = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '')?.[1]
  if (!presented) return false
  return timingSafeEqual(digest(presented), digest(token!.trim()))
}

/** The answer of an address that is not there (as Payload answers an unknown /api/ path). */
export function notFoundAnswer(pathname: string): Response {
  return Response.json({ message: `Route not found "${pathname}"` }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}
