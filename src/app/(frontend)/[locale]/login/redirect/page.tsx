import { localeOf, type LocaleParams } from '@/utilities/site/locale'
import { redirectAfterLogin } from '@/utilities/site/loginRedirect'

export default async function LoginRedirect({ params }: { params: LocaleParams }) {
  return redirectAfterLogin(await localeOf(params))
}
