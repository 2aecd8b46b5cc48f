import type { Condition, Field } from 'payload'

import { shownToStaff } from '@/access/staffCondition'
import { systemWrites } from '@/access/fieldAccess'
import { label, optionsFrom } from '@/i18n/label'
import { contactKindLabels, valuationOutcomeLabels } from '@/i18n/valuationTexts'

/**
 * The inputs are staff's, and only on a seller's request; the agent reads the same values in words on
 * the contact's card (src/components/admin/inbox/ContactCard.tsx).
 */
const onValuationForStaff: Condition = (data, siblingData, context) =>
  data?.kind === 'valuation' && Boolean(shownToStaff(data, siblingData, context))

const number = (name: string, text: ReturnType<typeof label>): Field => ({ name, type: 'number', label: text })
const text = (name: string, words: ReturnType<typeof label>): Field => ({ name, type: 'text', label: words })

/**
 * A contact is a visitor's message, or an owner's "what is my home worth?" request (a seller lead):
 * the home's address and facts, and the estimate shown with the comparables it came from, as the
 * valuation endpoint stored them (src/collections/Contacts/valuation/). Readable by whoever reads the
 * contact (the agent and staff), written by the system alone.
 */
export const valuationFields: Field[] = [
  {
    name: 'kind',
    type: 'select',
    defaultValue: 'message',
    index: true,
    options: optionsFrom(contactKindLabels),
    access: systemWrites,
    label: label('문의 종류', 'Kind', '種類'),
    // Agents see the kind on the card and in the list.
    admin: { position: 'sidebar', readOnly: true, condition: shownToStaff },
  },
  {
    name: 'valuation',
    type: 'group',
    access: systemWrites,
    label: label('시세 문의', 'Home valuation', '査定依頼'),
    admin: { readOnly: true, condition: onValuationForStaff },
    fields: [
      text('street', label('주소', 'Street', '番地')),
      text('city', label('도시', 'City', '市')),
      text('state', label('주', 'State', '州')),
      text('zipcode', label('우편번호', 'ZIP', '郵便番号')),
      text('propertyType', label('주택 유형', 'Property type', '物件種別')),
      number('beds', label('침실', 'Beds', '寝室')),
      number('baths', label('욕실', 'Baths', 'バスルーム')),
      number('livingArea', label('면적 (sq ft)', 'Living area (sq ft)', '面積 (sq ft)')),
      number('yearBuilt', label('건축 연도', 'Year built', '築年')),
      {
        name: 'outcome',
        type: 'select',
        options: optionsFrom(valuationOutcomeLabels),
        label: label('결과', 'Outcome', '結果'),
      },
      number('low', label('추정가 (하한)', 'Estimate, low', '推定額(下限)')),
      number('value', label('추정가', 'Estimate', '推定額')),
      number('high', label('추정가 (상한)', 'Estimate, high', '推定額(上限)')),
      number('perSqft', label('sq ft당 가격', 'Per sq ft', 'sq ft あたり')),
      { name: 'comparables', type: 'json', label: label('비교 매물', 'Comparables', '比較物件') },
      { name: 'asOf', type: 'date', label: label('데이터 기준 시각', 'Data as of', 'データ時点') },
      text('source', label('데이터 출처', 'Source', 'データ元')),
    ],
  },
]
