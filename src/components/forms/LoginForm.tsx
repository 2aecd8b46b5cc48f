'use client'

import { useState, type FormEvent } from 'react'

type Labels = {
  email: string
  password: string
  submit: string
  submitting: string
  failed: string
  network: string
}

/** Site-styled sign-in through Payload's auth; errors inline, then on to `next`. */
export function LoginForm({ labels, next }: { labels: Labels; next: string }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      const response = await fetch('/api/users/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      })
      if (response.ok) {
        window.location.assign(next)
        return
      }
      // One text for a wrong password, an unknown e-mail and a locked account: the server tells them apart for nobody.
      setError(labels.failed)
    } catch {
      setError(labels.network)
    }
    setBusy(false)
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <label>
        {labels.email}
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        {labels.password}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? labels.submitting : labels.submit}
      </button>
    </form>
  )
}
