'use client'
import '@/components/homes/homes.css'

import { useParams } from 'next/navigation'

import { loadingHomes } from '@/i18n/loadingMessages'
import { isLocale } from '@/i18n/routing'

/** Shown while the next search page comes (a filter change or paging through next/form and Link). */
export default function HomesLoading() {
  const { locale } = useParams<{ locale: string }>()
  const text = loadingHomes[isLocale(locale) ? locale : 'ko']
  return (
    <main className="agent homes-page" aria-busy="true" data-testid="homes-loading">
      <p className="homes-loading" role="status">
        <span className="homes-loading__spinner" aria-hidden="true" />
        {text}
      </p>
    </main>
  )
}
