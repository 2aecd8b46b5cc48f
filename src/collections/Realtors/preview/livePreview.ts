/**
 * Live preview in the admin: the real agent page (or legal page) from the preview route, in
 * the locale the editor has chosen, at phone, tablet and desktop widths. The route reads the
 * latest draft for signed-in editors and refreshes on every autosave (src/app/(preview)).
 */
import type { LivePreviewConfig } from 'payload'

// Labels are the widths: the same in every admin language.
const breakpoints: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'phone', label: '390 px', width: 390, height: 844 },
  { name: 'tablet', label: '768 px', width: 768, height: 1024 },
  { name: 'desktop', label: '1280 px', width: 1280, height: 800 },
]

const previewUrl = (kind: 'realtors' | 'pages' | 'areas' | 'posts' | 'reviews') =>
  (({ data, locale }) =>
    data?.id
      ? `/preview/${kind}/${data.id}?locale=${encodeURIComponent(String(locale?.code ?? locale ?? 'ko'))}`
      : null) as LivePreviewConfig['url']

export const livePreview: LivePreviewConfig = { url: previewUrl('realtors'), breakpoints }
export const pageLivePreview: LivePreviewConfig = { url: previewUrl('pages'), breakpoints }
/** Neighbourhood pages, blog posts and reviews: the page of the agent's site they are shown on. */
export const agentContentLivePreview = (kind: 'areas' | 'posts' | 'reviews'): LivePreviewConfig => ({ url: previewUrl(kind), breakpoints })

/**
 * Edit-view parts of a collection with live preview: on a phone the editor opens on the fields even
 * when the preview was last open (src/components/admin/OpenOnFieldsOnPhone.tsx).
 */
export const livePreviewEditComponents = {
  beforeDocumentControls: ['@/components/admin/OpenOnFieldsOnPhone#OpenOnFieldsOnPhone'],
}
