/**
 * The address of a neighbourhood page or blog post is unique among its agent's records of that
 * kind (two agents may both have /areas/irvine). Left empty, it is made from the title (or what
 * `fallback` gives for a title without Latin letters), numbered when that one is taken; a taken
 * address the editor typed is refused with a message naming it.
 */
import { ValidationError, type CollectionBeforeValidateHook, type CollectionSlug } from 'payload'

import { label } from '@/i18n/label'
import { slugify } from '@/lib/text/slugify'

type Data = Record<string, unknown>

const takenMessage = label(
  '이 주소는 이미 다른 글이나 페이지가 쓰고 있습니다. 다른 주소를 입력하세요.',
  'Another of your pages already uses this address. Type another one.',
  'このアドレスは別のページですでに使われています。別のアドレスを入力してください。',
)

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? Number((value as { id?: unknown }).id) || null : null

const MAX_NUMBERED = 50

export function uniqueSlug(collection: CollectionSlug, fromTitle: (data: Data) => string | undefined, fallback: (data: Data) => string) {
  const hook: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
    if (!data) return data
    const realtor = idOf(data.realtor ?? (originalDoc as Data | undefined)?.realtor)
    const typed = typeof data.slug === 'string' ? data.slug.trim().toLowerCase() : ''
    const kept = typed || (data.slug === undefined ? String((originalDoc as Data | undefined)?.slug ?? '') : '')
    if (realtor == null) return data
    const selfId = (originalDoc as Data | undefined)?.id
    const merged = { ...(originalDoc as Data | undefined), ...data }
    const base = kept || slugify(fromTitle(merged) ?? '') || fallback(merged)
    const candidates = [base, ...Array.from({ length: MAX_NUMBERED }, (_, i) => `${base}-${i + 2}`)]
    const { docs } = await req.payload.find({
      collection,
      where: {
        and: [{ realtor: { equals: realtor } }, { slug: { in: candidates } }, ...(selfId != null ? [{ id: { not_equals: selfId } }] : [])],
      },
      select: { slug: true } as never,
      depth: 0,
      limit: MAX_NUMBERED + 1,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const taken = new Set(docs.map((doc) => String((doc as Data).slug)))
    if (kept) {
      if (taken.has(kept)) {
        throw new ValidationError(
          { collection, errors: [{ path: 'slug', message: takenMessage[req.i18n?.language as 'en'] ?? takenMessage.en }], req },
          req.t,
        )
      }
      return { ...data, slug: kept }
    }
    // Past MAX_NUMBERED the editor is asked to choose: the last candidate is then refused as taken.
    return { ...data, slug: candidates.find((slug) => !taken.has(slug)) ?? base }
  }
  return hook
}
