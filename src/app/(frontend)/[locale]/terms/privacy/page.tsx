import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RichText } from '@/components/site/RichText'
import { SiteHeader } from '@/components/site/SiteHeader'
import { locales } from '@/i18n/locales'
import { getLegalPage } from '@/utilities/legalPages'
import { localeOf, type LocaleParams } from '@/utilities/locale'
import { alternates } from '@/utilities/metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await localeOf(params)
  const page = await getLegalPage('privacy', locale)
  return { title: page?.title, alternates: alternates(locale, '/terms/privacy') }
}

/** One section per language, with ids ko / en / ja: the forms link to #ko or #en. */
export default async function PrivacyPage({ params }: { params: LocaleParams }) {
  const locale = await localeOf(params)
  const sections = await Promise.all(locales.map(async (l) => ({ ...l, page: await getLegalPage('privacy', l.code) })))
  if (!sections.some((s) => s.page)) notFound()
  return (
    <>
      <SiteHeader locale={locale} />
      <main className="legal">
        {sections.map(({ code, htmlLang, page }) =>
          page ? (
            <section key={code} id={code} lang={htmlLang}>
              <h1>{page.title}</h1>
              <RichText data={page.content} />
            </section>
          ) : null,
        )}
      </main>
    </>
  )
}
