import Link from 'next/link'
import type { ReactNode } from 'react'

import { FavouritesLink } from '@/components/favourites/FavouritesLink'
import { LanguageMenu } from '@/components/site/LanguageMenu'
import { VisitorBeacon } from '@/components/site/VisitorBeacon'
import { Picture } from '@/components/site/Picture'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { htmlLangOf, localizedPath } from '@/i18n/routing'
import { favouritesPath } from '@/lib/listings/links'
import type { Realtor } from '@/payload-types'
import { firstPhoto, sized } from '@/lib/realtorPhotos'
import { realtorTheme } from './realtorTheme'
import { QuickActions } from './QuickActions'

/**
 * Every page under an agent's address (home, terms, login, 404, 500) in the agent's colours, with
 * their header, footer and, on phones, the bar that reaches them in one tap.
 */
export function RealtorShell({
  realtor,
  locale,
  basePath,
  children,
}: {
  realtor: Realtor
  locale: Locale
  basePath: string
  children: ReactNode
}) {
  const t = messagesFor(locale)
  const { className, style } = realtorTheme(realtor)
  // The logo, else the agent's own photo: the header never shows an empty circle.
  const mark = firstPhoto(realtor, 'logo', 'logo2', 'id', 'id2')
  const markImage = mark && sized(mark, 'fullsize')
  const home = localizedPath(locale, basePath || '/')
  return (
    <div className={className} style={style} data-testid="agent-page">
      <header className="agent-header">
        <Link href={home} className="agent-header__brand">
          {markImage && <Picture src={markImage.src} width={44} height={44} alt="" className="agent-header__mark" />}
          <span>{realtor.displayName}</span>
        </Link>
        <div className="agent-header__tools">
          <FavouritesLink
            realtorId={realtor.id}
            href={favouritesPath(locale, basePath)}
            lang={htmlLangOf(locale)}
            label={t.favourites.link}
            countLabel={t.favourites.linkCount}
          />
          <LanguageMenu locale={locale} label={t.site.language} />
        </div>
      </header>
      {children}
      <VisitorBeacon site={realtor.id} home={home} locale={locale} />
      <footer className="agent-footer">
        <p>
          <span aria-hidden="true">⌂</span> {t.agent.fairHousing}
        </p>
        <p>
          <Link href={localizedPath(locale, `${basePath}/terms`)}>{t.site.terms}</Link>
        </p>
      </footer>
      <QuickActions realtor={realtor} contactHref={`${home === '/' ? '' : home}#contact`} t={t.agent} />
    </div>
  )
}
