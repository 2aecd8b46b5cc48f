import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/roles'

/**
 * Addresses that get no more e-mail from us: one-click unsubscribes and people who asked for
 * everything about them to be deleted. Every e-mail to the public (alerts, acknowledgements,
 * replies) asks here first (./suppression.ts). Only a hash of the address is kept, so the list
 * holds no address to read; written by the server alone, read by staff.
 */
export const EmailSuppressions: CollectionConfig = {
  slug: 'email-suppressions',
  labels: {
    singular: { ko: '수신 거부', en: 'Suppressed address', ja: '配信停止' },
    plural: { ko: '수신 거부 목록', en: 'Suppression list', ja: '配信停止リスト' },
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  admin: {
    group: { ko: '시스템', en: 'System', ja: 'システム' },
    defaultColumns: ['reason', 'source', 'createdAt'],
    description: {
      ko: '이메일을 더 받지 않기로 한 주소입니다. 주소 자체는 저장하지 않고 식별용 해시만 남깁니다.',
      en: 'Addresses that asked for no more e-mail. The address itself is not kept, only a hash that recognises it.',
      ja: 'メールの受け取りを停止したアドレスです。アドレスそのものは保存せず、照合用のハッシュだけを残します。',
    },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'emailHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { ko: '주소 해시', en: 'Address hash', ja: 'アドレスのハッシュ' },
    },
    {
      name: 'reason',
      type: 'select',
      required: true,
      label: { ko: '사유', en: 'Reason', ja: '理由' },
      options: [
        { value: 'unsubscribed', label: { ko: '수신 거부', en: 'Unsubscribed', ja: '配信停止' } },
        { value: 'deleted', label: { ko: '정보 삭제 요청', en: 'Asked to be deleted', ja: '削除の依頼' } },
        { value: 'stopped', label: { ko: '반응이 없어 중단', en: 'Stopped after no clicks', ja: '反応がなく停止' } },
      ],
    },
    { name: 'source', type: 'text', label: { ko: '어떤 이메일에서', en: 'From which e-mail', ja: 'どのメールから' } },
  ],
}
