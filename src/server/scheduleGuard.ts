/**
 * Payload's admin "schedule publish" server function queues a job that later runs as the user
 * who scheduled it, and answers "scheduled" whatever that job will meet. Wrapped by this, the
 * answer is a refusal with the reason, in the editor's admin language, whenever the job would
 * be refused: a user who may not publish the document, or an agent scheduling what only staff
 * may do (taking a page offline, a first publication). A scheduled event is cancelled only by
 * someone who may publish its document (Payload's own function deletes any id it is given).
 */
import { docAccessOperation, docAccessOperationGlobal, type PayloadRequest } from 'payload'

import { localeOfLanguage } from '@/i18n/locales'
import { publishMessage } from '@/lib/publishing/messages'
import { roleProblem } from '@/lib/publishing/whoPublishes'
import type { Role } from '@/access/roles'

type Target = { doc?: { relationTo: string; value: string | number }; global?: string }
export type ScheduleArgs = Target & { req: PayloadRequest; type?: 'publish' | 'unpublish'; deleteID?: number | string }
type Answer = { error?: string; message?: string }

const notAllowed = {
  ko: '이 문서의 게시를 예약할 권한이 없습니다.',
  en: 'You may not schedule publishing for this document.',
  ja: 'この文書の公開を予約する権限がありません。',
}
const notFound = {
  ko: '예약된 게시를 찾을 수 없습니다. 이미 실행되었거나 취소되었을 수 있습니다.',
  en: 'That scheduled event no longer exists: it may have run or been cancelled already.',
  ja: 'その予約は見つかりません。すでに実行されたか、取り消された可能性があります。',
}
const cancelled = { ko: '예약을 취소했습니다.', en: 'Scheduled event cancelled.', ja: '予約を取り消しました。' }

const say = (req: PayloadRequest, text: Record<'ko' | 'en' | 'ja', string>) => text[localeOfLanguage(req.i18n?.language)]

async function mayPublish(req: PayloadRequest, target: Target): Promise<boolean> {
  if (target.doc) {
    const collection = req.payload.collections[target.doc.relationTo as 'realtors']
    if (!collection?.config.versions?.drafts) return false
    const id = collection.customIDType === 'text' ? String(target.doc.value) : Number(target.doc.value)
    if (typeof id === 'number' && !Number.isSafeInteger(id)) return false
    return Boolean((await docAccessOperation({ id, collection, data: { _status: 'published' }, req })).update)
  }
  const globalConfig = req.payload.config.globals.find(({ slug }) => slug === target.global)
  if (!globalConfig?.versions?.drafts) return false
  return Boolean((await docAccessOperationGlobal({ globalConfig, data: { _status: 'published' }, req })).update)
}

/** What the job would refuse for this user when it runs, decided now. */
async function jobWouldRefuse(args: ScheduleArgs): Promise<string | null> {
  const { req, doc } = args
  if (!(await mayPublish(req, args))) return say(req, notAllowed)
  if (doc?.relationTo !== 'realtors') return null
  const main = await req.payload.db.findOne<{ id: number; _status?: string }>({
    collection: 'realtors',
    where: { id: { equals: Number(doc.value) } },
    req,
  })
  const problem = roleProblem(req.user as { roles?: Role[] } | null, {
    wasLive: main?._status === 'published',
    goesLive: args.type !== 'unpublish',
  })
  return problem ? publishMessage(problem, req.i18n?.language) : null
}

async function cancel(req: PayloadRequest, jobId: number | string): Promise<Answer> {
  const id = Number(jobId)
  const job = Number.isSafeInteger(id)
    ? await req.payload.db.findOne<{ id: number; taskSlug?: string; input?: Target }>({
        collection: 'payload-jobs',
        where: { id: { equals: id } },
        req,
      })
    : null
  if (!job || job.taskSlug !== 'schedulePublish') return { error: say(req, notFound) }
  if (!job.input || !(await mayPublish(req, job.input))) return { error: say(req, notAllowed) }
  await req.payload.db.deleteOne({ collection: 'payload-jobs', where: { id: { equals: id } }, req })
  return { message: say(req, cancelled) }
}

export function refuseWhatTheJobWouldRefuse<R>(handler: (args: ScheduleArgs) => Promise<R>): (args: ScheduleArgs) => Promise<R | Answer> {
  return async (args) => {
    // Payload's cancel path also queues an empty job; cancelling needs nothing more than the delete.
    if (args.deleteID != null && !args.doc && !args.global) return cancel(args.req, args.deleteID)
    if (!args.doc && !args.global) return { error: say(args.req, notAllowed) }
    const refusal = await jobWouldRefuse(args)
    if (refusal) return { error: refusal }
    if (args.deleteID != null) {
      const cancelledFirst = await cancel(args.req, args.deleteID)
      if (cancelledFirst.error) return cancelledFirst
    }
    return handler({ ...args, deleteID: undefined })
  }
}
