import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { Picture } from '@/components/site/Picture'
import type { Media, SiteSetting } from '@/payload-types'

/** Lender logo, license and NMLS numbers, terms link and the lender disclaimer. */
export function LandingFooter({ locale, settings, t }: { locale: Locale; settings: SiteSetting; t: Messages }) {
  const lender = settings.lender
  const logo = typeof lender?.logo === 'object' ? (lender.logo as Media) : null
  return (
    <footer className="landing-footer">
      {logo?.url && (
        <Picture
          src={logo.url}
          width={logo.width ?? 160}
          height={logo.height ?? 60}
          alt={lender?.name ?? ''}
          className="landing-footer__logo"
        />
      )}
      <p>
        {lender?.name}
        {lender?.licenseNumber && ` · ${t.landing.license} ${lender.licenseNumber}`}
        {lender?.nmlsNumber && ` · ${t.landing.nmls} #${lender.nmlsNumber}`}
      </p>
      <p>
        <Link href={localizedPath(locale, '/terms')}>{t.landing.footerTerms}</Link>
      </p>
      {lender?.disclaimer && <p className="landing-footer__disclaimer">{lender.disclaimer}</p>}
    </footer>
  )
}
