import type { UIField } from 'payload'

/**
 * The Translations panel in the sidebar of every document people write in three languages:
 * suggestions from the language being edited, their approval, the agent's monthly characters.
 * It shows nothing when no translation service is configured.
 */
export const translationsField: UIField = {
  name: 'translations',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '@/components/admin/translation/TranslationPanel#TranslationPanel' } },
}
