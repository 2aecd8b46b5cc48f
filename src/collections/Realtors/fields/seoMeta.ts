/**
 * plugin-seo's own fields (title, description, image) with labels in the three admin languages and
 * length advice for the language being edited (src/components/admin/SeoLengthFields.tsx). Without labels
 * Payload shows the field names in English ("Title", "Description", "Meta Image").
 */
import type { Field } from 'payload'

import { label } from '@/i18n/label'

const fieldPath = (component: string) => `@/components/admin/SeoLengthFields#${component}`

const overrides: Record<string, (field: Field) => Field> = {
  overview: (field) =>
    ({
      ...field,
      admin: { ...field.admin, components: { Field: { path: fieldPath('SeoOverviewField'), clientProps: clientPropsOf(field) } } },
    }) as Field,
  title: (field) =>
    ({
      ...field,
      label: label('검색 결과 제목', 'Search result title', '検索結果のタイトル'),
      admin: { ...field.admin, components: { Field: { path: fieldPath('SeoTitleField'), clientProps: clientPropsOf(field) } } },
    }) as Field,
  description: (field) =>
    ({
      ...field,
      label: label('검색 결과 설명', 'Search result description', '検索結果の説明'),
      admin: { ...field.admin, components: { Field: { path: fieldPath('SeoDescriptionField'), clientProps: clientPropsOf(field) } } },
    }) as Field,
  image: (field) =>
    ({
      ...field,
      label: label('공유 이미지', 'Share image', '共有画像'),
      admin: {
        ...field.admin,
        description: label(
          '검색 결과와 SNS 공유에 보이는 사진입니다. 500KB 이하를 권장합니다.',
          'The picture shown in search results and when the page is shared. Under 500 KB is best.',
          '検索結果やSNSで共有したときに表示される写真です。500KB以下をおすすめします。',
        ),
      },
    }) as Field,
}

/** The plugin's generate-button flags travel in the Field component's client props. */
function clientPropsOf(field: Field): Record<string, unknown> {
  const component = field.admin?.components && 'Field' in field.admin.components ? field.admin.components.Field : undefined
  return typeof component === 'object' && component && 'clientProps' in component ? { ...(component.clientProps as object) } : {}
}

export const localizeSeoFields = (fields: Field[]): Field[] =>
  fields.map((field) => ('name' in field && overrides[field.name] ? overrides[field.name](field) : field))
