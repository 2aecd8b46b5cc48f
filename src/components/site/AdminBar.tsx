'use client'

import { useEffect, useState } from 'react'

type Labels = { signedInAs: string; admin: string; logout: string }

/** For signed-in staff and agents on public pages: who they are, the admin, and log out. */
export function AdminBar({ labels }: { labels: Labels }) {
  const [email, setEmail] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/users/me', { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => setEmail(body?.user?.email ?? null))
      .catch(() => {})
    return () => controller.abort()
  }, [])

  if (!email) return null
  const logout = async () => {
    await fetch('/api/users/logout', { method: 'POST', credentials: 'include' }).catch(() => {})
    window.location.reload()
  }
  return (
    <div className="admin-bar" role="region" aria-label={labels.admin}>
      <span>{labels.signedInAs.replace('{email}', email)}</span>
      {/* The admin is Payload's own app: a full page load, not a client-side navigation. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/admin">{labels.admin}</a>
      <button type="button" onClick={logout}>
        {labels.logout}
      </button>
    </div>
  )
}
