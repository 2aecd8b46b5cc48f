/**
 * The name of where listings came from, in the visitor's language (the MLS notice's `{source}`).
 * A module of its own, so a page that shows only the notice does not import the listing cards
 * (and their client code).
 */
import { format, type Messages } from '@/i18n/messages'
import type { ListingsSource } from '@/lib/listings/types'

export const sourceName = (source: ListingsSource, t: Messages['agent']) =>
  source.kind === 'agent' ? t.sourceAgent : format(t.sourceMls, { market: source.market || t.allMarkets })
