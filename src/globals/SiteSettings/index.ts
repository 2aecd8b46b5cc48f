import type { GlobalConfig } from 'payload'

import { expireGlobalPages } from '../expireGlobalPages'
import { keepGlobalMediaVisibility } from '@/collections/Media/visibility'
import { rescheduleEscalationsOnChange } from '@/collections/Contacts/leadResponse/rescheduleEscalations'
import { anyone, isAdmin } from '@/access/roles'
import { hiddenFromAgents } from '@/access/staffCondition'
import { ruleTextField } from '@/fields/validated'
import { label } from '@/i18n/label'
import { checkHostname, checkTagManagerId } from '@/lib/validation/rules'
import { leadResponseSettings } from './leadResponseSettings'
import { translationSettings } from './translationSettings'

const pictures = keepGlobalMediaVisibility('site-settings')

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: label('사이트 설정', 'Site settings', 'サイト設定'),
  admin: { hidden: hiddenFromAgents, group: label('시스템', 'System', 'システム') },
  hooks: {
    beforeChange: [pictures.beforeChange],
    afterChange: [expireGlobalPages, pictures.afterChange, rescheduleEscalationsOnChange],
  },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      name: 'lender',
      type: 'group',
      label: label('대출 회사 (바닥글)', 'Lender (footer)', 'ローン会社(フッター)'),
      fields: [
        { name: 'name', type: 'text', label: label('이름', 'Name', '名前') },
        { name: 'logo', type: 'upload', relationTo: 'media', label: label('로고', 'Logo', 'ロゴ') },
        {
          type: 'row',
          fields: [
            { name: 'licenseNumber', type: 'text', label: label('라이선스 번호', 'Licence number', 'ライセンス番号') },
            { name: 'nmlsNumber', type: 'text', label: label('NMLS 번호', 'NMLS number', 'NMLS 番号') },
          ],
        },
        { name: 'disclaimer', type: 'textarea', localized: true, label: label('고지 문구', 'Disclaimer', '免責事項') },
      ],
    },
    ruleTextField('tagManagerId', checkTagManagerId, {
      label: label('Google 태그 ID', 'Google tag id', 'Google タグ ID'),
      admin: {
        description: label(
          'GTM-XXXX 또는 G-XXXX. 비워 두면 분석 도구를 쓰지 않습니다.',
          'GTM-XXXX or G-XXXX; leave empty for no analytics.',
          'GTM-XXXX または G-XXXX。空欄なら分析ツールを使いません。',
        ),
      },
    }),
    leadResponseSettings,
    translationSettings,
    {
      name: 'homeHosts',
      type: 'array',
      label: label('플랫폼 호스트', 'Platform hosts', 'プラットフォームのホスト'),
      admin: {
        description: label(
          'HOME_HOSTS 외에 랜딩 페이지를 보여 줄 호스트.',
          'Platform hosts (besides HOME_HOSTS) that serve the landing page.',
          'HOME_HOSTS 以外にランディングページを表示するホスト。',
        ),
      },
      fields: [ruleTextField('host', checkHostname, { required: true, lowercase: true, label: label('호스트', 'Host', 'ホスト') })],
    },
  ],
}
