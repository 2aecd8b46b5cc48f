'use client'

/**
 * Answering a contact from its card: the thread of replies under the visitor's message, the reply
 * box, "answered another way" (phone, KakaoTalk, in person) and, for staff, the hand-over to another
 * agent. Each action posts to the contact's endpoint, shows the refusal beside the control in the
 * signed-in user's words, and refreshes the page so the card's first response and states follow.
 */
import { useRouter } from 'next/navigation'
import { useId, useState, type CSSProperties, type ReactNode } from 'react'

import { inboxAnswerTexts } from '@/i18n/inboxAnswerTexts'
import type { Locale } from '@/i18n/locales'

import { LocalTime } from './LocalTime'
import { detail, term } from './RecordCard'

export type ReplyState = keyof (typeof inboxAnswerTexts)['ko']['replyStates']
export type ThreadReply = { id: number | string; body: string; at: string; by?: string | null; state: ReplyState }
export type AgentOption = { id: number; name: string }

type Props = {
  contactId: number | string
  api: string
  language: Locale
  replies: ThreadReply[]
  /** The agent who has the contact, or staff: the reply box and buttons show. */
  canAnswer: boolean
  answered: boolean
  answerWays: { value: 'phone' | 'kakao' | 'inPerson'; label: string }[]
  /** Staff, once a hand-over is allowed: the agents to choose from. */
  handOverTo: AgentOption[] | null
  /** The first response, escalation and hand-overs, drawn by the server under the thread. */
  summary?: ReactNode
}

const button: CSSProperties = {
  minHeight: 44,
  minWidth: 44,
  padding: '8px 16px',
  fontSize: 16,
  borderRadius: 4,
  border: '1px solid var(--theme-elevation-800)',
  background: 'var(--theme-elevation-0)',
  color: 'var(--theme-text)',
  cursor: 'pointer',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
}
const primary: CSSProperties = { ...button, background: 'var(--theme-elevation-800)', color: 'var(--theme-elevation-0)' }
const errorText: CSSProperties = { margin: '8px 0 0', fontSize: 16, color: 'var(--theme-error-700, #b00020)', overflowWrap: 'anywhere' }
const block: CSSProperties = { display: 'grid', gap: 8, margin: '16px 0 0', minWidth: 0 }

async function post(
  url: string,
  body: unknown,
): Promise<{ ok: true; json: Record<string, unknown> } | { ok: false; message: string | null }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = await response.json().catch(() => ({}))
    if (response.ok) return { ok: true, json }
    return { ok: false, message: json?.errors?.[0]?.message ?? null }
  } catch {
    return { ok: false, message: null }
  }
}

export function AnswerPanel({ contactId, api, language, replies, canAnswer, answered, answerWays, handOverTo, summary }: Props) {
  const t = inboxAnswerTexts[language]
  const router = useRouter()
  const ids = useId()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const [replyError, setReplyError] = useState<string | null>(null)
  const [wayError, setWayError] = useState<string | null>(null)
  const [handError, setHandError] = useState<string | null>(null)
  const [sent, setSent] = useState<ThreadReply[]>([])
  const [answeredHere, setAnsweredHere] = useState(false)
  const [agent, setAgent] = useState('')
  const base = `${api}/contacts/${contactId}`

  // Replies this page sent show at once; the refreshed card brings them with their e-mail state.
  const thread = [...replies, ...sent.filter((mine) => !replies.some((reply) => String(reply.id) === String(mine.id)))]

  async function sendReply() {
    setBusy('reply')
    setReplyError(null)
    const result = await post(`${base}/reply`, { message })
    setBusy(null)
    if (!result.ok) return setReplyError(result.message ?? t.failed)
    setSent((list) => [...list, { id: String(result.json.id), body: message.trim(), at: new Date().toISOString(), state: 'pending' }])
    setMessage('')
    setAnsweredHere(true)
    router.refresh()
  }

  async function answerAnotherWay(how: string) {
    setBusy(how)
    setWayError(null)
    const result = await post(`${base}/answered`, { how })
    setBusy(null)
    if (!result.ok) return setWayError(result.message ?? t.failed)
    setAnsweredHere(true)
    router.refresh()
  }

  async function handOver() {
    setBusy('handOver')
    setHandError(null)
    const result = await post(`${base}/reassign`, { realtorId: Number(agent) })
    setBusy(null)
    if (!result.ok) return setHandError(result.message ?? t.failed)
    router.refresh()
  }

  return (
    <div style={{ minWidth: 0 }}>
      {thread.length ? (
        <section aria-label={t.thread} data-testid="reply-thread" style={{ ...block, marginTop: 8 }}>
          <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {thread.map((reply) => (
              <li
                key={reply.id}
                data-testid="reply"
                style={{ borderLeft: '3px solid var(--theme-elevation-400)', padding: '4px 0 4px 12px', minWidth: 0 }}
              >
                <p style={{ ...term, margin: '0 0 4px' }}>
                  {t.you}
                  {reply.by ? ` · ${reply.by}` : ''} · <LocalTime iso={reply.at} language={language} />
                </p>
                <p style={{ ...detail, margin: '0 0 4px', whiteSpace: 'pre-wrap' }}>{reply.body}</p>
                <p data-testid="reply-state" style={{ ...term, margin: 0 }}>
                  {t.replyStates[reply.state] ?? reply.state}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {summary}

      {canAnswer ? (
        <div style={block}>
          <label htmlFor={`${ids}-reply`} style={{ ...term, fontSize: 16 }}>
            {t.replyLabel}
          </label>
          <textarea
            id={`${ids}-reply`}
            data-testid="reply-box"
            value={message}
            rows={5}
            maxLength={5000}
            onChange={(event) => setMessage(event.target.value)}
            style={{
              width: '100%',
              boxSizing: 'border-box',
              minHeight: 120,
              padding: 12,
              fontSize: 16,
              lineHeight: 1.5,
              borderRadius: 4,
              border: '1px solid var(--theme-elevation-400)',
              background: 'var(--theme-input-bg, var(--theme-elevation-0))',
              color: 'var(--theme-text)',
              resize: 'vertical',
            }}
          />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <button type="button" style={primary} disabled={busy !== null} onClick={sendReply}>
              {busy === 'reply' ? t.sending : t.send}
            </button>
            {replyError ? (
              <p role="alert" data-testid="reply-error" style={{ ...errorText, margin: 0 }}>
                {replyError}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      {canAnswer && !answered && !answeredHere ? (
        <fieldset data-testid="answered-other-way" style={{ ...block, border: 0, padding: 0 }}>
          <legend style={{ ...term, fontSize: 16, padding: 0, marginBottom: 4 }}>{t.otherWay}</legend>
          <p style={{ ...term, margin: 0 }}>{t.otherWayHint}</p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {answerWays.map((way) => (
              <button key={way.value} type="button" style={button} disabled={busy !== null} onClick={() => answerAnotherWay(way.value)}>
                {way.label}
              </button>
            ))}
          </div>
          {wayError ? (
            <p role="alert" style={errorText}>
              {wayError}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {handOverTo ? (
        <div data-testid="hand-over" style={block}>
          <h3 style={{ margin: 0, fontSize: 16 }}>{t.handOver}</h3>
          <label htmlFor={`${ids}-agent`} style={term}>
            {t.handOverTo}
          </label>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, minWidth: 0 }}>
            <select
              id={`${ids}-agent`}
              value={agent}
              onChange={(event) => setAgent(event.target.value)}
              style={{ ...button, flex: '1 1 12rem', minWidth: 0, textAlign: 'start' }}
            >
              <option value="">{t.chooseAgent}</option>
              {handOverTo.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
            <button type="button" style={primary} disabled={busy !== null || !agent} onClick={handOver}>
              {t.handOverButton}
            </button>
          </div>
          {handError ? (
            <p role="alert" style={errorText}>
              {handError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
