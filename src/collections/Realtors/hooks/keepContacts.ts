import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { label } from '@/i18n/label'
import { isLocale } from '@/i18n/routing'

const stillHasContacts = label(
  '이 에이전트에게 받은 문의가 {count}건 있어 삭제할 수 없습니다. 문의를 CSV로 내려받아 보관한 뒤 삭제하거나, 페이지를 비공개로 두세요.',
  'This agent still has {count} contact(s), so it cannot be deleted. Download them as CSV and delete them first, or unpublish the page instead.',
  'このエージェントにはお問い合わせが{count}件あるため削除できません。CSVでダウンロードして保管し削除するか、ページを非公開にしてください。',
)

/**
 * An agent with contacts is not deleted: a contact is a visitor's request and the company's record
 * (and the database would refuse to orphan it). The refusal says what to do instead, in the
 * admin's language, before anything of the agent is touched.
 */
export const refuseDeleteWithContacts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'contacts',
    where: { or: [{ realtor: { equals: id } }, { 'reassignments.from': { equals: id } }, { 'reassignments.to': { equals: id } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return
  const language = req.i18n?.language
  const text = stillHasContacts[isLocale(language) ? language : 'ko'].replace('{count}', String(totalDocs))
  throw new APIError(text, 409, undefined, true)
}
