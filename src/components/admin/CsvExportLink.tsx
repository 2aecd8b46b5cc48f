/** Above the contacts and leads lists: a CSV download for staff (the endpoint checks again). */
import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'

import { isStaffRole, type Role } from '@/lib/roles'

const texts = {
  ko: { label: 'CSV 내보내기', hint: '모든 항목을 CSV 파일로 내려받습니다.' },
  en: { label: 'Export CSV', hint: 'Downloads every record as a CSV file.' },
  ja: { label: 'CSV エクスポート', hint: 'すべての項目を CSV ファイルでダウンロードします。' },
}

type Props = { collectionSlug?: string; user?: { roles?: Role[] } | null; i18n?: I18nClient; payload?: Payload }

export function CsvExportLink({ collectionSlug, user, i18n, payload }: Props) {
  if (!collectionSlug || !isStaffRole(user ?? null)) return null
  const t = texts[(i18n?.language as keyof typeof texts) in texts ? (i18n!.language as keyof typeof texts) : 'ko']
  const api = payload?.config.routes.api ?? '/api'
  return (
    <p style={{ margin: '0 0 12px' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`${api}/${collectionSlug}/export-csv`} download title={t.hint}>
        {t.label}
      </a>
    </p>
  )
}
