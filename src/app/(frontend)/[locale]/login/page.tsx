import type { Metadata } from 'next'

import { LoginScreen } from '@/components/site/LoginScreen'
import { messagesFor } from '@/i18n/messages'
import { platformMetadata } from '@/utilities/site/platformSeo'
import { localeOf, type LocaleParams } from '@/utilities/site/locale'

type Search = Promise<{ next?: string }>

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await localeOf(params)
  return platformMetadata(locale, '/login', { title: messagesFor(locale).login.title })
}

export default async function LoginPage({ params, searchParams }: { params: LocaleParams; searchParams: Search }) {
  return <LoginScreen locale={await localeOf(params)} next={(await searchParams).next} />
}
