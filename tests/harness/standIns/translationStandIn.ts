/**
 * A stand-in for DeepL's POST /v2/translate, with its request and answer shapes: it checks the key
 * header and the JSON body as DeepL does (400 on a missing text or target, 403 on a wrong key) and
 * "translates" by marking every run of words outside tags with the target language, e.g.
 * `<keep>HOA</keep> 관리비` to EN-US -> `<keep>HOA</keep> [en] 관리비`. Tags and `<keep>` spans
 * come back exactly as sent, as DeepL's XML handling does. Errors (429, 456, 5xx) are the test's to
 * ask for with `replyWith` on the server (tests/harness/standIns/standInServer.ts).
 */
import type { Recorded, Reply } from './standInServer'

export const STAND_IN_DEEPL_KEY = 'stand-in-key:fx'

const TARGETS: Record<string, string> = { 'EN-US': 'en', 'EN-GB': 'en', EN: 'en', JA: 'ja', KO: 'ko' }

/** What the stand-in makes of one text in a target language (tests compare with it). */
export function standInTranslation(xml: string, target: 'en' | 'ja' | 'ko'): string {
  // Split into tags, keep spans and text; mark each piece of text that has letters.
  return xml.replace(/(<keep>[\s\S]*?<\/keep>|<[^>]+>)|([^<]+)/g, (whole, tag: string | undefined, text: string | undefined) => {
    if (tag || !text || !/\p{L}/u.test(text)) return whole
    const lead = text.match(/^\s*/)?.[0] ?? ''
    return `${lead}[${target}] ${text.slice(lead.length)}`
  })
}

export function deeplReply(request: Recorded): Reply {
  if (request.method !== 'POST' || !request.path.startsWith('/v2/translate')) return { status: 404, body: { message: 'Not found' } }
  if (request.headers.authorization !== `DeepL-Auth-Key ${STAND_IN_DEEPL_KEY}`)
    return { status: 403, body: { message: 'Wrong endpoint or key' } }
  let body: { text?: unknown; target_lang?: unknown }
  try {
    body = JSON.parse(request.body) as typeof body
  } catch {
    return { status: 400, body: { message: 'Bad request' } }
  }
  const target = TARGETS[String(body.target_lang)]
  if (!Array.isArray(body.text) || body.text.some((t) => typeof t !== 'string') || !target) {
    return { status: 400, body: { message: "Value for 'target_lang' not supported or 'text' missing." } }
  }
  return {
    status: 200,
    body: {
      translations: (body.text as string[]).map((text) => ({
        detected_source_language: 'KO',
        text: standInTranslation(text, target as 'en'),
      })),
    },
  }
}
