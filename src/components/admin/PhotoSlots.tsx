'use client'
/**
 * The realtor's photos as eight named slots (logo, second logo, ID photo...,
 * gallery, favicon, share image) with thumbnails. Choosing a file uploads it to
 * Media at once and puts it in its slot; the draft autosaves, and the page
 * changes when the realtor is published (the hint names the button the user
 * sees); the gallery takes several files in one go. The stored value stays the `photos`
 * array of { kind, image }, so the JSON keeps the spec's `path` codes.
 *
 * Payload's own upload field uploads through a drawer (a save there, then one
 * here) and its bulk upload fills a hasMany upload field, not rows of an array
 * with a kind: hence this component over the same form state.
 */
import { useAuth, useConfig, useDocumentInfo, useForm, useFormFields, useTranslation } from '@payloadcms/ui'
import type { ArrayFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import { photoKinds, type PhotoKind } from '@/lib/realtorVocabulary'
import { photoKindHelp, photoKindLabels } from '@/lib/realtorVocabularyLabels'
import { localeOfLanguage } from '@/i18n/locales'

const texts = {
  ko: {
    upload: '올리기',
    replace: '바꾸기',
    add: '사진 추가 (여러 장 가능)',
    remove: '빼기',
    empty: '사진 없음',
    uploading: '올리는 중...',
    saveHint: (publish: string) => `사진은 바로 초안에 자동 저장됩니다. 페이지에 보이게 하려면 위의 "${publish}" 버튼을 누르세요.`,
    failed: '올리지 못했습니다',
  },
  en: {
    upload: 'Upload',
    replace: 'Replace',
    add: 'Add pictures (several at once)',
    remove: 'Remove',
    empty: 'No picture',
    uploading: 'Uploading...',
    saveHint: (publish: string) => `Photos are saved to your draft at once. Press "${publish}" at the top to show them on your page.`,
    failed: 'Upload failed',
  },
  ja: {
    upload: 'アップロード',
    replace: '差し替え',
    add: '写真を追加(複数可)',
    remove: '外す',
    empty: '写真なし',
    uploading: 'アップロード中...',
    saveHint: (publish: string) => `写真はすぐに下書きへ自動保存されます。ページに反映するには、上の「${publish}」を押してください。`,
    failed: 'アップロードできませんでした',
  },
}

type MediaDoc = { id: number; url?: string | null; alt?: string | null; sizes?: { thumbnail?: { url?: string | null } | null } | null }
type Row = { index: number; kind: PhotoKind; image: number | null }
const single = (kind: PhotoKind) => kind !== 'gallery'

export function PhotoSlots({ path, field }: ArrayFieldClientProps) {
  const { i18n, t: translate } = useTranslation()
  const language = localeOfLanguage(i18n.language)
  const t = texts[language]
  const { id: realtorId } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const api = config.routes.api
  const { addFieldRow, removeFieldRow } = useForm()
  const rows = useFormFields(([fields]) => rowsOf(fields, path))
  const [media, setMedia] = useState<Record<number, MediaDoc>>({})
  const [busy, setBusy] = useState<PhotoKind | null>(null)
  const [error, setError] = useState<string | null>(null)
  const isStaff = ((user as { roles?: string[] } | null)?.roles ?? []).some((r) => r !== 'agent')

  const missing = rows.map((r) => r.image).filter((id): id is number => id !== null && !media[id])
  const missingKey = [...new Set(missing)].sort().join(',')
  useEffect(() => {
    if (!missingKey) return
    const query = new URLSearchParams({ 'where[id][in]': missingKey, depth: '0', limit: '100' })
    fetch(`${api}/media?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then(({ docs }: { docs: MediaDoc[] }) => setMedia((known) => ({ ...known, ...Object.fromEntries(docs.map((d) => [d.id, d])) })))
      .catch(() => undefined)
  }, [api, missingKey])

  const upload = async (kind: PhotoKind, files: FileList | null) => {
    if (!files?.length) return
    setError(null)
    setBusy(kind)
    try {
      const uploaded: MediaDoc[] = []
      for (const file of Array.from(single(kind) ? [files[0]] : files)) {
        const form = new FormData()
        form.append('file', file)
        // Staff uploads belong to this realtor; an agent's are theirs whatever is sent (server rule).
        form.append(
          '_payload',
          JSON.stringify({ alt: photoKindLabels[kind][language], ...(isStaff && realtorId ? { owner: realtorId } : {}) }),
        )
        const response = await fetch(`${api}/media`, { method: 'POST', body: form, credentials: 'include' })
        const body = await response.json().catch(() => null)
        if (!response.ok) throw new Error(`${file.name}: ${body?.errors?.[0]?.message ?? `HTTP ${response.status}`}`)
        uploaded.push(body.doc as MediaDoc)
      }
      setMedia((known) => ({ ...known, ...Object.fromEntries(uploaded.map((d) => [d.id, d])) }))
      if (single(kind)) {
        // One picture per named slot: the new one replaces the old (last index first, so indexes hold).
        for (const row of [...rows].reverse()) if (row.kind === kind) removeFieldRow({ path, rowIndex: row.index })
      }
      const start = single(kind) ? rows.filter((r) => r.kind !== kind).length : rows.length
      uploaded.forEach((doc, offset) =>
        addFieldRow({
          path,
          schemaPath: path,
          rowIndex: start + offset,
          subFieldState: {
            kind: { value: kind, initialValue: kind, valid: true },
            image: { value: doc.id, initialValue: doc.id, valid: true },
          },
        }),
      )
    } catch (failure) {
      setError(`${t.failed}: ${(failure as Error).message}`)
    } finally {
      setBusy(null)
    }
  }

  const label = typeof field.label === 'object' && field.label ? (field.label as Record<string, string>)[language] : null
  return (
    <fieldset className="photo-slots" style={{ border: 0, padding: 0, margin: '0 0 24px', minWidth: 0 }}>
      {label ? <legend className="field-label">{label}</legend> : null}
      <p style={{ margin: '0 0 12px' }}>{t.saveHint(translate('version:publishChanges'))}</p>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}>
        {photoKinds.map((kind) => {
          const inSlot = rows.filter((r) => r.kind === kind)
          const name = photoKindLabels[kind][language]
          return (
            <section
              key={kind}
              data-testid={`photo-slot-${kind}`}
              aria-label={name}
              style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 6, padding: 12, minWidth: 0 }}
            >
              <h4 style={{ margin: '0 0 4px' }}>{name}</h4>
              <small style={{ display: 'block', marginBottom: 8 }}>{photoKindHelp[kind][language]}</small>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
                {inSlot.length === 0 ? <span style={{ opacity: 0.7 }}>{t.empty}</span> : null}
                {inSlot.map((row) => {
                  const doc = row.image === null ? undefined : media[row.image]
                  const src = doc?.sizes?.thumbnail?.url ?? doc?.url ?? undefined
                  return (
                    <figure key={`${row.index}-${row.image}`} style={{ margin: 0, display: 'grid', gap: 4, justifyItems: 'start' }}>
                      {src ? (
                        <img
                          src={src}
                          alt={name}
                          style={{
                            height: 88,
                            maxWidth: 160,
                            objectFit: 'cover',
                            borderRadius: 4,
                            background: 'var(--theme-elevation-100)',
                          }}
                        />
                      ) : (
                        <span style={{ height: 88, width: 88, borderRadius: 4, background: 'var(--theme-elevation-100)' }} />
                      )}
                      <button
                        type="button"
                        className="btn btn--style-secondary btn--size-small"
                        style={{ margin: 0 }}
                        aria-label={`${name}: ${t.remove}`}
                        onClick={() => removeFieldRow({ path, rowIndex: row.index })}
                      >
                        {t.remove}
                      </button>
                    </figure>
                  )
                })}
              </div>
              <label className="btn btn--style-primary btn--size-small" style={{ margin: 0, cursor: 'pointer', display: 'inline-block' }}>
                {busy === kind ? t.uploading : single(kind) ? (inSlot.length ? t.replace : t.upload) : t.add}
                <input
                  type="file"
                  hidden
                  accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                  multiple={!single(kind)}
                  aria-label={`${name} ${single(kind) ? t.upload : t.add}`}
                  disabled={busy !== null}
                  onChange={(event) => {
                    void upload(kind, event.target.files)
                    event.target.value = ''
                  }}
                />
              </label>
            </section>
          )
        })}
      </div>
    </fieldset>
  )
}

/** The array's rows as { index, kind, image } from the flat form state (photos.0.kind, photos.0.image...). */
function rowsOf(fields: Record<string, { value?: unknown } | undefined>, path: string): Row[] {
  const count = Number(fields[path]?.value ?? 0)
  const rows: Row[] = []
  for (let index = 0; index < count; index++) {
    const kind = fields[`${path}.${index}.kind`]?.value as PhotoKind | undefined
    const image = fields[`${path}.${index}.image`]?.value
    const id = typeof image === 'object' && image ? (image as { id: number }).id : (image as number | null | undefined)
    if (kind) rows.push({ index, kind, image: id ?? null })
  }
  return rows
}
