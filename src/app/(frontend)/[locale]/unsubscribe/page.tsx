import type { Metadata } from 'next'

import { UnsubscribeScreen } from '@/components/site/UnsubscribeScreen'
import { messagesFor } from '@/i18n/messages'
import { localeOf, type LocaleParams } from '@/utilities/site/locale'
import { platformMetadata } from '@/utilities/site/platformSeo'
import { unsubscribeState } from '@/utilities/site/unsubscribe'

type Search = Promise<{ token?: string; done?: string; invalid?: string }>

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await localeOf(params)
  return {
    ...platformMetadata(locale, '/unsubscribe', { title: messagesFor(locale).unsubscribe.title }),
    robots: { index: false, follow: false },
  }
}

/** Where an e-mail's unsubscribe link lands: one button, then a confirmation. */
export default async function UnsubscribePage({ params, searchParams }: { params: LocaleParams; searchParams: Search }) {
  return <UnsubscribeScreen locale={await localeOf(params)} state={await unsubscribeState(await searchParams)} />
}
