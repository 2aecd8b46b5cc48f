import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { SiteHeaderView } from './SiteHeaderView'

/** Header of the platform's own pages (legal, login, errors). */
export function SiteHeader({ locale }: { locale: Locale }) {
  return <SiteHeaderView locale={locale} labels={messagesFor(locale).site} />
}
