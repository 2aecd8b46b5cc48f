import type { Field } from 'payload'

/** seoMeta keywords and author: plugin-seo covers title, description and image. */
export const seoExtraFields: Field[] = [
  { name: 'keywords', type: 'text', localized: true },
  { name: 'author', type: 'text', localized: true },
]
