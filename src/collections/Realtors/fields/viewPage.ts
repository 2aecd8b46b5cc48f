import type { UIField } from 'payload'

/** Links to the agent's public page (and own domain) from the edit view. */
export const viewPageField: UIField = {
  name: 'viewPage',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '@/components/admin/ViewMyPage#ViewMyPage' } },
}
