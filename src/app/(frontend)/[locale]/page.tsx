import type { Metadata } from 'next'

import { LandingFooter } from '@/components/landing/LandingFooter'
import { LandingHeader } from '@/components/landing/LandingHeader'
import { VisitorBeacon } from '@/components/site/VisitorBeacon'
import { LeadPanel } from '@/components/landing/LeadPanel'
import { CtaButton, LeadPanelProvider } from '@/components/landing/LeadPanelContext'
import { Showcase, type ShowcaseItem } from '@/components/landing/Showcase'
import { Phrases } from '@/components/site/Phrases'
import { pictureAttributes } from '@/components/site/Picture'
import { TagManager } from '@/components/site/TagManager'
import { format, messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { showcaseFrameAddress } from '@/lib/security/showcaseFrame'
import { checkTagManagerId } from '@/lib/validation/rules'
import type { Locale } from '@/i18n/locales'
import type { Landing, Media, Realtor } from '@/payload-types'
import { realtorAlternates } from '@/utilities/realtor/realtorSite'
import { localeOf, type LocaleParams } from '@/utilities/site/locale'
import { platformMetadata } from '@/utilities/site/platformSeo'
import { sized } from '@/lib/realtorPhotos'
import { getLanding, getSiteSettings } from '@/utilities/site/globals'
import { developmentNonce } from '@/utilities/site/nonce'

// Served from Next's page cache, rendered again when its content changes (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await localeOf(params)
  const landing = await getLanding(locale)
  const title = `${messagesFor(locale).site.tagline} · ${landing.hero?.headline ?? ''}`
  return platformMetadata(locale, '/', { title, description: landing.hero?.subheadline }, landing.share ?? undefined)
}

/** How wide a showcase slide is (styles.css .showcase__slide). */
const SHOWCASE_SIZES = '(max-width: 500px) 72vw, (max-width: 900px) 84vw, 760px'

/**
 * The showcase's agents, published ones only, each linked to their site in the page's language: their own
 * domain when they have one, else the platform address /{desiredUrl} (the same canonical as their page's),
 * and shown live in their slide from the platform address.
 */
function showcaseItems(landing: Landing, locale: Locale): ShowcaseItem[] {
  const entries = (landing.showcase ?? []).flatMap((item) => {
    const realtor = typeof item.realtor === 'object' ? (item.realtor as Realtor | null) : null
    return realtor?._status === 'published' ? [{ realtor, thumbnail: item.thumbnail }] : []
  })
  return entries.map(({ realtor, thumbnail }, index) => {
    const media = typeof thumbnail === 'object' ? (thumbnail as Media) : null
    const image = media && sized(media, 'fullsize')
    // The first slide is the page's largest picture on the first screen (its LCP).
    const attributes = image && pictureAttributes({ ...image, alt: '', sizes: SHOWCASE_SIZES, first: index === 0 })
    const region = realtor.activityRegion?.[0]
    const label = [realtor.displayName, region && `${region.city}, ${region.state}`].filter(Boolean).join(' · ')
    // Shown live from this origin, whatever their own domain: the slide frames the platform address.
    const live = showcaseFrameAddress(localizedPath(locale, `/${realtor.desiredUrl}`))
    const liveTitle = format(messagesFor(locale).landingShowcase.liveTitle, { name: realtor.displayName ?? '' })
    return { label, url: realtorAlternates(locale, realtor)?.canonical as string, image: attributes, live, liveTitle }
  })
}

/** 'Built for Realtors': all copy from the landing and site-settings globals. */
export default async function LandingPage({ params }: { params: LocaleParams }) {
  const locale = await localeOf(params)
  const t = messagesFor(locale)
  const [landing, settings] = await Promise.all([getLanding(locale), getSiteSettings(locale)])
  const showcase = showcaseItems(landing, locale)
  const tagId = settings.tagManagerId && !checkTagManagerId(settings.tagManagerId) ? settings.tagManagerId : null

  return (
    <LeadPanelProvider>
      <LandingHeader locale={locale} tagline={t.site.tagline} languageLabel={t.site.language} nonce={await developmentNonce()} />
      <main className="landing">
        <section className="hero">
          <h1>
            <Phrases text={landing.hero?.headline ?? ''} locale={locale} />
          </h1>
          {landing.hero?.subheadline && <p>{landing.hero.subheadline}</p>}
          <CtaButton label={landing.hero?.ctaLabel ?? t.lead.submit} location="hero" />
        </section>
        <section className="cards" aria-label={t.landing.cardsTitle}>
          {(landing.cards ?? []).map((card) => (
            <article className="card" key={card.id ?? card.title}>
              <h2>{card.title}</h2>
              <p>{card.body}</p>
            </article>
          ))}
        </section>
        <Showcase
          items={showcase}
          labels={{ title: t.landing.showcaseTitle, prev: t.landing.prev, next: t.landing.next, opensNewTab: t.landing.opensNewTab }}
        />
        <section className="cta-band">
          <h2>{landing.ctaBand?.headline}</h2>
          <CtaButton label={landing.ctaBand?.ctaLabel ?? t.lead.submit} location="band" />
        </section>
      </main>
      <LandingFooter locale={locale} settings={settings} t={t} />
      <LeadPanel
        locale={locale}
        labels={{ ...t.lead, phoneWarning: t.realtorwwwInput['6'], failure: t.realtorwwwInput['12'], phoneCountry: t.phoneCountry }}
        notices={{ success: t.realtorwwwInput['11'] }}
      />
      <TagManager id={tagId} />
      <VisitorBeacon site={null} home={localizedPath(locale, '/')} locale={locale} />
    </LeadPanelProvider>
  )
}
