/** Fields every record an agent publishes on their site has: whose it is, and its address. */
import type { RelationshipField, TextField } from 'payload'

import { staffWrites } from '@/access/fieldAccess'
import { shownToStaff } from '@/access/staffCondition'
import { ruleTextField } from '@/fields/validated'
import { label } from '@/i18n/label'
import { checkContentSlug } from '@/lib/validation/rules'

export const agentRealtorField: RelationshipField = {
  name: 'realtor',
  type: 'relationship',
  relationTo: 'realtors',
  required: true,
  index: true,
  label: label('에이전트', 'Agent', 'エージェント'),
  // An agent's records are always their own (assignOwnRealtor fills it in after this access
  // dropped what the agent sent): only staff choose.
  access: staffWrites,
  admin: { condition: shownToStaff },
}

/** The page's address after /areas/ or /blog/; filled in from the title when left empty (./slugs.ts). */
export const contentSlugField: TextField = ruleTextField('slug', checkContentSlug, {
  index: true,
  lowercase: true,
  label: label('주소 (URL 끝부분)', 'Address (end of the URL)', 'アドレス(URL の末尾)'),
  admin: {
    position: 'sidebar',
    description: label(
      '비워 두면 제목에서 만들어집니다. 영문 소문자, 숫자, 하이픈.',
      'Made from the title when left empty. Lower-case letters, digits and hyphens.',
      '空欄ならタイトルから作られます。英小文字、数字、ハイフン。',
    ),
  },
})
