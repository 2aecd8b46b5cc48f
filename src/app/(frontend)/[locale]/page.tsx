import type { Metadata } from 'next'

import { SiteHeader } from '@/components/site/SiteHeader'
import { messagesFor } from '@/i18n/messages'
import { localeOf, type LocaleParams } from '@/utilities/locale'
import { alternates } from '@/utilities/metadata'
import { getPayload } from '@/utilities/payload'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await localeOf(params)
  return { title: messagesFor(locale).site.tagline, alternates: alternates(locale, '/') }
}

export default async function LandingPage({ params }: { params: LocaleParams }) {
  const locale = await localeOf(params)
  const payload = await getPayload()
  const landing = await payload.findGlobal({ slug: 'landing', locale })
  return (
    <>
      <SiteHeader locale={locale} />
      <main className="landing">
        <h1>{messagesFor(locale).site.tagline}</h1>
        <p className="landing__headline">{landing.hero?.headline}</p>
      </main>
    </>
  )
}
