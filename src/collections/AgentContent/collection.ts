/**
 * What an agent publishes on their site besides the profile (neighbourhood pages, blog posts,
 * client reviews) is kept the same way: one agent's records, localized, with drafts, history,
 * scheduled publishing and live preview like the agent page. The agent writes and publishes their
 * own (a post is theirs to put out; unlike the agent page itself, nothing here makes a site go
 * live); staff edit all. Visitors read published records of published agents only.
 */
import type { CollectionConfig, Field, Where } from 'payload'

import { ignoreDraftsForVisitors, rememberDraftSave } from '@/access/drafts'
import { readAgentRecords } from '@/access/agentRecords'
import { ownRealtorRecords } from '@/access/owner'
import { canEditListings } from '@/access/roles'
import { readOwnRealtorRecordVersions } from '@/access/versions'
import { forgetTranslations, refuseUnapprovedSuggestions, trackTranslationEdits } from '@/collections/FieldTranslations/hooks'
import { draftVersions } from '@/fields/drafts'
import { translationsField } from '@/fields/translations'
import { label, type AdminLabel } from '@/i18n/label'
import type { AgentContentKind } from '@/lib/cache/cacheTags'
import { isTranslationTarget } from '@/lib/translation/translatableFields'
import { agentContentLivePreview, livePreviewEditComponents } from '../Realtors/preview/livePreview'
import { keepMediaVisibility } from '@/collections/Media/visibility'
import { assignOwnRealtor } from './assignOwnRealtor'
import { expireAgentContent } from './expirePages'
import { agentRealtorField } from './fields'

type Options = {
  slug: AgentContentKind
  labels: { singular: AdminLabel; plural: AdminLabel }
  useAsTitle: string
  defaultColumns: string[]
  fields: Field[]
  /** What else a record needs before visitors see it (a review: the client's consent). */
  alsoPublic?: Where
  hooks?: CollectionConfig['hooks']
  indexes?: CollectionConfig['indexes']
  /** Its records show pictures: their public mark follows the record's publishing (src/collections/Media/visibility.ts). */
  showsPictures?: boolean
}

export function agentContentCollection({
  slug,
  labels,
  useAsTitle,
  defaultColumns,
  fields,
  alsoPublic,
  hooks,
  indexes,
  showsPictures,
}: Options): CollectionConfig {
  const expire = expireAgentContent(slug)
  const pictures = showsPictures && slug !== 'reviews' ? keepMediaVisibility(slug) : null
  // Written in three languages once, like the agent page, when translatableFields lists the kind.
  const translated = isTranslationTarget(slug) ? slug : null
  return {
    slug,
    labels,
    access: {
      read: readAgentRecords(alsoPublic),
      create: canEditListings,
      update: ownRealtorRecords,
      delete: ownRealtorRecords,
      readVersions: readOwnRealtorRecordVersions,
    },
    versions: draftVersions,
    ...(indexes ? { indexes } : {}),
    admin: {
      useAsTitle,
      defaultColumns,
      group: label('내 페이지', 'My page', 'マイページ'),
      livePreview: agentContentLivePreview(slug),
      components: { edit: livePreviewEditComponents },
    },
    hooks: {
      ...hooks,
      beforeOperation: [rememberDraftSave, ignoreDraftsForVisitors],
      beforeValidate: [assignOwnRealtor, ...(hooks?.beforeValidate ?? [])],
      beforeChange: [
        ...(translated ? [refuseUnapprovedSuggestions(translated)] : []),
        ...(hooks?.beforeChange ?? []),
        ...(pictures ? [pictures.beforeChange] : []),
      ],
      afterChange: [
        expire.afterChange,
        ...(hooks?.afterChange ?? []),
        ...(pictures ? [pictures.afterChange] : []),
        ...(translated ? [trackTranslationEdits(translated)] : []),
      ],
      beforeDelete: [...(hooks?.beforeDelete ?? []), ...(pictures ? [pictures.beforeDelete] : [])],
      afterDelete: [
        expire.afterDelete,
        ...(hooks?.afterDelete ?? []),
        ...(pictures ? [pictures.afterDelete] : []),
        ...(translated ? [forgetTranslations(translated)] : []),
      ],
    },
    fields: [agentRealtorField, ...fields, ...(translated ? [translationsField] : [])],
  }
}
