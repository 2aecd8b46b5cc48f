'use client'

import { useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRef, useState } from 'react'

const texts = {
  ko: { title: 'JSON 내보내기 / 가져오기', export: 'JSON 내보내기', import: 'JSON 가져오기', sync: '지금 동기화', preview: '바뀌는 항목', none: '바뀌는 항목이 없습니다.', confirm: '적용', cancel: '취소', queued: '동기화를 예약했습니다.', done: (id: string) => `ID: ${id} Realtor에 대한 수정이 완료되었습니다.` },
  en: { title: 'JSON export / import', export: 'Export JSON', import: 'Import JSON', sync: 'Sync now', preview: 'Fields that will change', none: 'Nothing would change.', confirm: 'Apply', cancel: 'Cancel', queued: 'Sync queued.', done: (id: string) => `ID: ${id} realtor updated.` },
  ja: { title: 'JSON エクスポート / インポート', export: 'JSON をエクスポート', import: 'JSON をインポート', sync: '今すぐ同期', preview: '変更される項目', none: '変更はありません。', confirm: '適用', cancel: 'キャンセル', queued: '同期を予約しました。', done: (id: string) => `ID: ${id} Realtor の更新が完了しました。` },
}

type Pending = { file: File; changes: string[] }

/** Export, import (with a preview of what changes) and 'Sync now', for support, staff and admins. */
export function RealtorTransfer() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const t = texts[(i18n.language as keyof typeof texts) in texts ? (i18n.language as keyof typeof texts) : 'ko']
  const picker = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  if (!id || !roles.some((role) => ['admin', 'staff', 'support'].includes(role))) return null

  const fail = async (response: Response) => {
    const body = await response.json().catch(() => null)
    setMessage({ ok: false, text: body?.errors?.[0]?.message ?? `HTTP ${response.status}` })
  }

  const exportJson = async () => {
    setMessage(null)
    const response = await fetch(`/api/realtors/${id}/export`, { credentials: 'include' })
    if (!response.ok) return fail(response)
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `realtor-${id}.json`
    const link = document.createElement('a')
    link.href = URL.createObjectURL(await response.blob())
    link.download = name
    link.click()
    URL.revokeObjectURL(link.href)
  }

  const send = (file: File, dryRun: boolean) => {
    const form = new FormData()
    form.append('file', file)
    form.append('realtorId', String(id))
    return fetch(`/api/realtors/${id}/import${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', body: form, credentials: 'include' })
  }

  const preview = async (file: File | undefined) => {
    setMessage(null)
    setPending(null)
    if (!file) return
    const response = await send(file, true)
    if (!response.ok) return fail(response)
    setPending({ file, changes: (await response.json()).changes })
  }

  const apply = async () => {
    if (!pending) return
    const response = await send(pending.file, false)
    setPending(null)
    if (picker.current) picker.current.value = ''
    if (!response.ok) return fail(response)
    setMessage({ ok: true, text: t.done(String(id)) })
  }

  const syncNow = async () => {
    setMessage(null)
    const response = await fetch(`/api/realtors/${id}/sync`, { method: 'POST', credentials: 'include' })
    if (!response.ok) return fail(response)
    setMessage({ ok: true, text: t.queued })
  }

  return (
    <div className="realtor-transfer" style={{ display: 'grid', gap: 8, marginBottom: 24 }}>
      <strong>{t.title}</strong>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={exportJson}>
        {t.export}
      </button>
      <label className="btn btn--style-secondary btn--size-small" style={{ cursor: 'pointer', textAlign: 'center' }}>
        {t.import}
        <input ref={picker} type="file" accept="application/json,.json" hidden onChange={(e) => preview(e.target.files?.[0])} aria-label={t.import} />
      </label>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={syncNow}>
        {t.sync}
      </button>
      {pending && (
        <div role="group" aria-label={t.preview}>
          <p>{pending.changes.length ? `${t.preview}: ${pending.changes.join(', ')}` : t.none}</p>
          <button type="button" className="btn btn--style-primary btn--size-small" onClick={apply}>
            {t.confirm}
          </button>{' '}
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setPending(null)}>
            {t.cancel}
          </button>
        </div>
      )}
      {message && (
        <p role="status" style={{ color: message.ok ? 'var(--theme-success-500)' : 'var(--theme-error-500)' }}>
          {message.text}
        </p>
      )}
    </div>
  )
}
