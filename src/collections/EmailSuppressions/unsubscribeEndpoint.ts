/**
 * POST /api/email/unsubscribe?token=…: stops every e-mail to the address the signed token names.
 * Mail clients' one-click button (RFC 8058) posts `List-Unsubscribe=One-Click` here and gets 200;
 * the confirmation page's form posts here too (with its `locale`) and is sent back to that page,
 * which then says it is done. The token is the only credential: nobody can unsubscribe an address
 * they have no e-mail for. Answers the same whether or not the address was on the list already.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { label } from '@/i18n/label'
import { localeOfLanguage } from '@/i18n/locales'
import { isLocale, localizedPath } from '@/i18n/routing'
import { UNSUBSCRIBE_API_PATH, unsubscribeSubject } from '@/lib/email/unsubscribeLinks'
import { readCapped } from '@/server/cappedBody'

import { suppressEmail } from './suppression'

const FORM_LIMIT_BYTES = 4096

export const unsubscribeEndpoint: Endpoint = {
  path: UNSUBSCRIBE_API_PATH.replace(/^\/api/, ''),
  method: 'post',
  handler: async (req) => {
    const url = new URL(req.url ?? '', 'http://localhost')
    const form = await formFields(req)
    if (!form) {
      const message = formTooLarge[localeOfLanguage(req.i18n?.language)]
      return Response.json({ errors: [{ message }] }, { status: 413 })
    }
    const token = url.searchParams.get('token') ?? form.get('token') ?? ''
    const locale = form.get('locale')
    const address = unsubscribeSubject(req.payload.secret, token)
    const fromPage = isLocale(locale)
    if (!address) {
      if (fromPage) return seeOther(`${localizedPath(locale, '/unsubscribe')}?invalid=1`)
      return Response.json(
        { errors: [{ message: 'This unsubscribe link is not valid. Use the link in your latest e-mail.' }] },
        { status: 400 },
      )
    }
    await suppressEmail(req.payload, address, { reason: 'unsubscribed', source: fromPage ? 'unsubscribe page' : 'one-click' })
    req.payload.logger.info({ msg: 'An address unsubscribed from all e-mail', via: fromPage ? 'page' : 'one-click' })
    if (fromPage) return seeOther(`${localizedPath(locale, '/unsubscribe')}?done=1`)
    return Response.json({ unsubscribed: true }, { status: 200 })
  },
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

const formTooLarge = label(
  '요청이 너무 큽니다. 이메일의 수신 거부 링크를 다시 눌러 주세요.',
  'The request is too large. Use the unsubscribe link in your e-mail again.',
  'リクエストが大きすぎます。メールの配信停止リンクをもう一度押してください。',
)

/**
 * The form body (application/x-www-form-urlencoded), read up to a few kilobytes and no
 * further; empty for any other type, null when it is larger.
 */
async function formFields(req: PayloadRequest): Promise<URLSearchParams | null> {
  if (!/application\/x-www-form-urlencoded/i.test(req.headers.get('content-type') ?? '')) return new URLSearchParams()
  const text = await readCapped(req as unknown as Request, FORM_LIMIT_BYTES)
  return text === null ? null : new URLSearchParams(text)
}
