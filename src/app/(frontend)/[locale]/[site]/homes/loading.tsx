'use client'

import { useParams } from 'next/navigation'

import { ListingsLoadingNote } from '@/components/listings/ListingsLoadingNote'
import { loadingHomes } from '@/i18n/loadingMessages'
import { isLocale } from '@/i18n/routing'

/** Shown while the homes search is first opened (from the agent page); the page keys its own for later searches. */
export default function HomesLoading() {
  const { locale } = useParams<{ locale: string }>()
  return (
    <main className="agent homes-page" aria-busy="true">
      <ListingsLoadingNote text={loadingHomes[isLocale(locale) ? locale : 'ko']} />
    </main>
  )
}
