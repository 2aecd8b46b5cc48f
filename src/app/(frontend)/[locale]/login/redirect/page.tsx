import { localeOf, type LocaleParams } from '@/utilities/locale'
import { redirectAfterLogin } from '@/utilities/loginRedirect'

export default async function LoginRedirect({ params }: { params: LocaleParams }) {
  return redirectAfterLogin(await localeOf(params))
}
