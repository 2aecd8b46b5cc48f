import type { Metadata } from 'next'

import { LoginScreen } from '@/components/site/LoginScreen'
import { messagesFor } from '@/i18n/messages'
import { alternates } from '@/utilities/metadata'
import { localeOf, type LocaleParams } from '@/utilities/locale'

type Search = Promise<{ next?: string }>

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await localeOf(params)
  return { title: messagesFor(locale).login.title, alternates: alternates(locale, '/login') }
}

export default async function LoginPage({ params, searchParams }: { params: LocaleParams; searchParams: Search }) {
  return <LoginScreen locale={await localeOf(params)} next={(await searchParams).next} />
}
