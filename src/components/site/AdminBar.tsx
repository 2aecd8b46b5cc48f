import { adminBarScript } from '@/lib/inlineScripts'

type Labels = { signedInAs: string; admin: string; logout: string }

/**
 * For signed-in staff and agents on public pages: who they are, the admin, and log out. Cached
 * pages are the same for everyone, so the bar is sent hidden and nothing hydrates: a few lines of
 * plain script (adminBarScript) ask /api/users/me once the page has loaded and show it to a
 * signed-in user only.
 */
export function AdminBar({ labels, nonce }: { labels: Labels; nonce?: string }) {
  return (
    <>
      <div className="admin-bar" role="region" aria-label={labels.admin} data-signed-in-as={labels.signedInAs} hidden>
        <span />
        {/* The admin is Payload's own app: a full page load, not a client-side navigation. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/admin">{labels.admin}</a>
        <button type="button">{labels.logout}</button>
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: adminBarScript }} />
    </>
  )
}
