import { LoginScreen } from '@/components/site/LoginScreen'
import { localeOf, type LocaleParams } from '@/utilities/locale'

type Search = Promise<{ next?: string }>

export default async function LoginPage({ params, searchParams }: { params: LocaleParams; searchParams: Search }) {
  return <LoginScreen locale={await localeOf(params)} next={(await searchParams).next} />
}
