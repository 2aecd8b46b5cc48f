/**
 * On the admin dashboard: how many contacts (and, for staff, landing leads)
 * still have the status "new", and how many buyers confirmed alerts in the last
 * seven days, each with a link to them. Counted with the user's own access, so
 * an agent sees only their own.
 */
import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import { buyerLeadTexts } from '@/i18n/buyerLeadTexts'
import { localeOfLanguage } from '@/i18n/locales'
import { isStaffRole, type Role } from '@/lib/roles'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
/** A buyer lead is new for a week after the buyer confirmed it (saved searches have no inbox status). */
const aWeekAgo = () => new Date(Date.now() - WEEK_MS).toISOString()

const texts = {
  ko: { contacts: (n: number) => `새 문의 ${n}건`, leads: (n: number) => `새 홈페이지 신청 ${n}건`, title: '받은 문의' },
  en: {
    contacts: (n: number) => `${n} new contact${n === 1 ? '' : 's'}`,
    leads: (n: number) => `${n} new homepage request${n === 1 ? '' : 's'}`,
    title: 'Inbox',
  },
  ja: { contacts: (n: number) => `新しいお問い合わせ ${n} 件`, leads: (n: number) => `新しいホームページ申込 ${n} 件`, title: '受信箱' },
}

type Props = { payload: Payload; user?: TypedUser | null; i18n?: I18nClient }

export async function NewContactsCount({ payload, user, i18n }: Props) {
  if (!user) return null
  const t = texts[(i18n?.language as keyof typeof texts) in texts ? (i18n!.language as keyof typeof texts) : 'ko']
  const isNew = { status: { equals: 'new' } } as const
  const staff = isStaffRole(user as { roles?: Role[] })
  const weekAgo = aWeekAgo()
  const [contacts, leads, buyers] = await Promise.all([
    payload.count({ collection: 'contacts', where: isNew, user, overrideAccess: false }),
    staff ? payload.count({ collection: 'leads', where: isNew, user, overrideAccess: false }) : null,
    payload.count({
      collection: 'saved-searches',
      where: { 'consent.confirmedAt': { greater_than: weekAgo } },
      user,
      overrideAccess: false,
    }),
  ])
  const admin = payload.config.routes.admin
  const link = (slug: string) => `${admin}/collections/${slug}?where[status][equals]=new`
  const buyersLink = `${admin}/collections/saved-searches?where[consent.confirmedAt][greater_than]=${encodeURIComponent(weekAgo)}`
  return (
    <section aria-label={t.title} data-testid="new-contacts" style={{ display: 'flex', gap: 16, marginBottom: 24, flexWrap: 'wrap' }}>
      <a className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }} href={link('contacts')}>
        {t.contacts(contacts.totalDocs)}
      </a>
      {leads ? (
        <a className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} href={link('leads')}>
          {t.leads(leads.totalDocs)}
        </a>
      ) : null}
      <a className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} href={buyersLink} data-testid="new-buyer-leads">
        {buyerLeadTexts[localeOfLanguage(i18n?.language)].newThisWeek(buyers.totalDocs)}
      </a>
    </section>
  )
}
