import type { Field } from 'payload'

import { label } from '@/i18n/label'

/** seoMeta keywords and author: plugin-seo covers title, description and image. */
export const seoExtraFields: Field[] = [
  {
    name: 'keywords',
    type: 'text',
    localized: true,
    label: label('검색 키워드', 'Search keywords', '検索キーワード'),
    admin: {
      description: label(
        '쉼표로 구분 (예: 어바인 부동산, 한인 리얼터)',
        'Separated by commas (for example: Irvine homes, Korean realtor)',
        'カンマ区切り(例: アーバイン 不動産, 日本語 リアルター)',
      ),
    },
  },
  {
    name: 'author',
    type: 'text',
    localized: true,
    label: label('작성자 (검색 엔진용)', 'Author (for search engines)', '作成者(検索エンジン用)'),
  },
]
