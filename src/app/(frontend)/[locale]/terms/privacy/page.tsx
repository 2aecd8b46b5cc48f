import { notFound } from 'next/navigation'

import { RichText } from '@/components/site/RichText'
import { SiteHeader } from '@/components/site/SiteHeader'
import { locales } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { getLegalPage, legalMetadata } from '@/utilities/site/legalPages'
import { localeOf, type LocaleParams } from '@/utilities/site/locale'

// Served from Next's page cache, rendered again when its content changes (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

export const generateMetadata = ({ params }: { params: LocaleParams }) => legalMetadata(params, 'privacy', '/terms/privacy')

/**
 * The visitor's language first; the other languages behind links. Each language keeps its section id
 * (ko / en / ja), so the forms' links to /terms/privacy#ko and #en still land on that language: a
 * targeted section is shown in place of the visitor's (CSS :target, no script).
 */
export default async function PrivacyPage({ params }: { params: LocaleParams }) {
  const locale = await localeOf(params)
  const t = messagesFor(locale)
  const sections = (await Promise.all(locales.map(async (l) => ({ ...l, page: await getLegalPage('privacy', l.code) })))).filter(
    (section) => section.page,
  )
  if (sections.length === 0) notFound()
  const own = sections.find((section) => section.code === locale) ?? sections[0]
  const ordered = [own, ...sections.filter((section) => section !== own)]
  return (
    <>
      <SiteHeader locale={locale} />
      <main className="legal legal--languages">
        <nav className="legal__languages" aria-label={t.legal.otherLanguages}>
          <span>{t.legal.otherLanguages}:</span>
          {ordered.map(({ code, label, htmlLang }) => (
            <a key={code} href={`#${code}`} lang={htmlLang} hrefLang={htmlLang}>
              {label}
            </a>
          ))}
        </nav>
        {ordered.map(({ code, htmlLang, page }) => (
          <section key={code} id={code} lang={htmlLang} className={code === own.code ? 'legal__own' : 'legal__other'}>
            <h1>{page!.title}</h1>
            <RichText data={page!.content} />
          </section>
        ))}
      </main>
    </>
  )
}
