'use client'

import { useAuth, useDocumentInfo, useForm, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { localeOfLanguage } from '@/i18n/locales'
import { isStaffRole, type Role } from '@/lib/roles'

const texts = {
  ko: {
    title: 'JSON 내보내기 / 가져오기',
    export: 'JSON 내보내기',
    import: 'JSON 가져오기',
    sync: '지금 동기화',
    preview: '바뀌는 항목',
    field: '항목',
    before: '지금',
    after: '가져온 뒤',
    none: '바뀌는 항목이 없습니다.',
    draft: '초안으로 저장',
    publish: '게시',
    cancel: '취소',
    queued: '동기화를 예약했습니다.',
    confirmOther: '다른 리얼터의 파일을 이 리얼터에 적용',
    applyHint: '적용하면 페이지를 다시 불러와 가져온 내용을 보여 줍니다.',
  },
  en: {
    title: 'JSON export / import',
    export: 'Export JSON',
    import: 'Import JSON',
    sync: 'Sync now',
    preview: 'Fields that will change',
    field: 'Field',
    before: 'Now',
    after: 'After import',
    none: 'Nothing would change.',
    draft: 'Save as draft',
    publish: 'Publish',
    cancel: 'Cancel',
    queued: 'Sync queued.',
    confirmOther: "Apply another realtor's file to this one",
    applyHint: 'Applying reloads this page with the imported values.',
  },
  ja: {
    title: 'JSON エクスポート / インポート',
    export: 'JSON をエクスポート',
    import: 'JSON をインポート',
    sync: '今すぐ同期',
    preview: '変更される項目',
    field: '項目',
    before: '現在',
    after: 'インポート後',
    none: '変更はありません。',
    draft: '下書きとして保存',
    publish: '公開',
    cancel: 'キャンセル',
    queued: '同期を予約しました。',
    confirmOther: '別のリアルターのファイルをこのリアルターに適用',
    applyHint: '適用するとページを再読み込みし、インポートした内容を表示します。',
  },
}

type Difference = { key: string; label: string; before: string; after: string }
type Pending = { file: File; differences: Difference[]; confirmOther: boolean }
type Refusal = { file: File; text: string }

/** Smooth unless the user asked the system for less motion. */
const scrollBehavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

/** The nearest box around `element` that scrolls by itself (the document sidebar at a desk), if any. */
function scrollingBox(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box)
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) return box
  }
  return null
}

/** Survives the reload after an import, so the editor still reads what happened. */
const doneKey = (id: string | number) => `realtor-import-done:${id}`

/** Export, import (a preview of old and new values, then a reload) and 'Sync now', for support, staff and admins. */
export function RealtorTransfer() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const { setModified } = useForm()
  const t = texts[localeOfLanguage(i18n.language)]
  const picker = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [otherRealtor, setOtherRealtor] = useState<Refusal | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const previewHeading = useRef<HTMLHeadingElement>(null)
  const refusal = useRef<HTMLDivElement>(null)

  // The preview (or a refusal) renders below the buttons, often below the fold: bring it into view
  // and put the keyboard (and a screen reader) on its heading, so choosing a file visibly does something.
  useEffect(() => {
    const heading = previewHeading.current
    if (!pending || !heading) return
    heading.focus({ preventScroll: true })
    // After the form has laid itself out again (the preview and the changed-document state render in
    // the same moment), or the scroll stops short of a heading pushed down meanwhile.
    // On a phone the window is what scrolls: put the heading a little below the top of the screen
    // (scrollIntoView there measured against a taller box and left it just below the fold). At a desk
    // the sidebar scrolls on its own, with other panels above this one: it is scrolled instead.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const box = scrollingBox(heading)
        if (box) {
          const top = box.scrollTop + heading.getBoundingClientRect().top - box.getBoundingClientRect().top - 24
          box.scrollTo({ top, behavior: scrollBehavior() })
        } else {
          window.scrollTo({ top: window.scrollY + heading.getBoundingClientRect().top - 96, behavior: scrollBehavior() })
        }
      })
    })
    return () => cancelAnimationFrame(frame)
  }, [pending])
  useEffect(() => {
    if (otherRealtor) refusal.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() })
  }, [otherRealtor])

  useEffect(() => {
    if (!id) return
    const done = sessionStorage.getItem(doneKey(id))
    if (done) {
      sessionStorage.removeItem(doneKey(id))
      // The browser's storage exists only after hydration: the reload's message is shown from here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setMessage({ ok: true, text: done })
    }
  }, [id])

  if (!id || !isStaffRole(user as { roles?: Role[] } | null)) return null

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

  const send = (file: File, { dryRun, confirmOther, publish }: { dryRun: boolean; confirmOther: boolean; publish?: boolean }) => {
    const form = new FormData()
    form.append('file', file)
    form.append('realtorId', String(id))
    if (confirmOther) form.append('confirmOtherRealtor', '1')
    const query = new URLSearchParams()
    if (dryRun) query.set('dryRun', '1')
    // The server publishes on publish=true (drafts); otherwise the import is saved as a draft.
    if (publish) query.set('publish', 'true')
    return fetch(`/api/realtors/${id}/import${query.size ? `?${query}` : ''}`, { method: 'POST', body: form, credentials: 'include' })
  }

  const preview = async (file: File | undefined, confirmOther = false) => {
    setMessage(null)
    setPending(null)
    setOtherRealtor(null)
    if (!file) return
    const response = await send(file, { dryRun: true, confirmOther })
    if (response.status === 409) {
      const body = await response.json().catch(() => null)
      if (body?.code === 'otherRealtor') return setOtherRealtor({ file, text: body.errors[0].message })
    }
    if (!response.ok) return fail(response)
    setPending({ file, differences: (await response.json()).differences ?? [], confirmOther })
  }

  const apply = async (publish: boolean) => {
    if (!pending) return
    const response = await send(pending.file, { dryRun: false, confirmOther: pending.confirmOther, publish })
    setPending(null)
    if (picker.current) picker.current.value = ''
    if (!response.ok) return fail(response)
    // The open form still holds the old values: a later Save would write them back. Reload the saved record.
    sessionStorage.setItem(doneKey(id), (await response.json()).message)
    setModified(false)
    window.location.reload()
  }

  const syncNow = async () => {
    setMessage(null)
    const response = await fetch(`/api/realtors/${id}/sync`, { method: 'POST', credentials: 'include' })
    if (!response.ok) return fail(response)
    setMessage({ ok: true, text: t.queued })
  }

  const cancel = () => {
    setPending(null)
    setOtherRealtor(null)
    if (picker.current) picker.current.value = ''
  }

  return (
    <div className="realtor-transfer" style={{ display: 'grid', gap: 8, marginBottom: 24, minWidth: 0 }}>
      <strong>{t.title}</strong>
      <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={exportJson}>
        {t.export}
      </button>
      <label className="btn btn--style-secondary btn--size-small" style={{ cursor: 'pointer', textAlign: 'center', margin: 0 }}>
        {t.import}
        <input
          ref={picker}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={(e) => preview(e.target.files?.[0])}
          aria-label={t.import}
        />
      </label>
      <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={syncNow}>
        {t.sync}
      </button>
      {otherRealtor && (
        <div ref={refusal} role="alert" style={{ display: 'grid', gap: 8, scrollMarginBottom: 24 }}>
          <p style={{ margin: 0, color: 'var(--theme-error-500)' }}>{otherRealtor.text}</p>
          <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <input type="checkbox" onChange={(e) => e.target.checked && preview(otherRealtor.file, true)} />
            {t.confirmOther}
          </label>
          <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={cancel}>
            {t.cancel}
          </button>
        </div>
      )}
      {/* Room below the preview: at the end of a long form on a phone the page could not scroll far enough to show its heading. */}
      {pending && (
        <div role="group" aria-labelledby="realtor-import-preview" style={{ display: 'grid', gap: 8, minWidth: 0, paddingBottom: '50vh' }}>
          {/* Below the sticky header when scrolled to: the margin keeps the heading visible. */}
          <h3
            id="realtor-import-preview"
            ref={previewHeading}
            tabIndex={-1}
            style={{ margin: 0, fontSize: 15, fontWeight: 600, scrollMarginTop: 120 }}
          >
            {t.preview}
          </h3>
          {pending.differences.length ? (
            <table
              aria-labelledby="realtor-import-preview"
              style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: 13 }}
            >
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    {t.field}
                  </th>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    {t.before}
                  </th>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    {t.after}
                  </th>
                </tr>
              </thead>
              <tbody>
                {pending.differences.map((d) => (
                  <tr key={d.key} data-key={d.key} style={{ borderTop: '1px solid var(--theme-elevation-150)', verticalAlign: 'top' }}>
                    <th scope="row" style={{ textAlign: 'left', overflowWrap: 'anywhere' }}>
                      {d.label}
                    </th>
                    <td style={{ overflowWrap: 'anywhere' }}>{d.before}</td>
                    <td style={{ overflowWrap: 'anywhere' }}>{d.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p style={{ margin: 0 }}>{t.none}</p>
          )}
          <small>{t.applyHint}</small>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={() => apply(false)}>
              {t.draft}
            </button>
            <button type="button" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }} onClick={() => apply(true)}>
              {t.publish}
            </button>
            <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={cancel}>
              {t.cancel}
            </button>
          </div>
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
