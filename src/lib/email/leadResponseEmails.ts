/**
 * The e-mails around a visitor's message to an agent: the acknowledgement the visitor gets at once and
 * the agent's reply (both in the public frame of ./publicEmail.ts, from the agent), and the staff's
 * notice of a message that has waited too long. Plain values in, subject/HTML/text out.
 */
import type { Locale } from '@/i18n/locales'

import { build, type BuiltEmail } from './builders'
import { escapeHtml } from './html'
import { leadResponseMessages } from './leadResponseMessages'
import { publicEmail, type AgentCard } from './publicEmail'

/** Visitor text in HTML: escaped, its line breaks kept. */
function multiline(text: string): string {
  return escapeHtml(text.trim()).replace(/\r?\n/g, '<br>')
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`

/** A message shown back to its writer under a label, as mail clients quote ("> " in the text part). */
function quoted(language: Locale, label: string, message: string): { html: string; text: string } {
  const empty = !message.trim()
  const body = empty ? `<em>${escapeHtml(leadResponseMessages[language].noMessage)}</em>` : multiline(message)
  const lines = empty ? [leadResponseMessages[language].noMessage] : message.trim().split(/\r?\n/)
  return {
    html:
      `<p style="margin:20px 0 6px;color:#5b6573;font-size:14px">${escapeHtml(label)}</p>` +
      `<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #c9ced6;color:#3d4652;overflow-wrap:anywhere">${body}</blockquote>`,
    text: `${label}\n${lines.map((line) => `> ${line}`).join('\n')}`,
  }
}

type FromAgent = { language: Locale; agent: AgentCard; unsubscribeUrl: string }

/** The public frame around a body, with the one reason both e-mails share: the reader wrote to the agent. */
function fromAgent(input: FromAgent, subject: string, title: string, body: { html: string; text: string }): BuiltEmail {
  const { html, text } = publicEmail({
    language: input.language,
    agent: input.agent,
    title,
    bodyHtml: body.html,
    bodyText: body.text,
    reason: leadResponseMessages[input.language].reason(input.agent.name),
    unsubscribeUrl: input.unsubscribeUrl,
  })
  return { subject, html, text }
}

export type AcknowledgementInput = FromAgent & {
  visitorName: string
  message: string
  hoursText: string
  /** A box before the copy of the message (a seller's valuation: what they were shown). */
  summary?: { title: string; lines: string[] }
}

function summaryBox(summary: { title: string; lines: string[] } | undefined): { html: string; text: string } {
  if (!summary) return { html: '', text: '' }
  return {
    html:
      `<div style="margin:16px 0;padding:12px 14px;background:#f4f5f7;border-radius:8px">` +
      `<p style="margin:0 0 6px;font-weight:bold">${escapeHtml(summary.title)}</p>` +
      summary.lines.map((line) => `<p style="margin:0 0 4px;overflow-wrap:anywhere">${escapeHtml(line)}</p>`).join('') +
      `</div>`,
    text: `\n\n${summary.title}\n${summary.lines.join('\n')}`,
  }
}

export function acknowledgementEmail(input: AcknowledgementInput): BuiltEmail {
  const t = leadResponseMessages[input.language]
  const { name, phone, kakaoUrl } = input.agent
  const buttons = phone && kakaoUrl ? t.ackButtons.both : phone ? t.ackButtons.phone : kakaoUrl ? t.ackButtons.kakao : ''
  const sentences = [t.ackThanks(input.visitorName, name), t.ackNext(name, input.hoursText), t.ackReplyHint(name), buttons].filter(Boolean)
  const copy = quoted(input.language, t.ackCopy, input.message)
  const summary = summaryBox(input.summary)
  return fromAgent(input, t.ackSubject(name), t.ackTitle, {
    html: sentences.map(paragraph).join('') + summary.html + copy.html,
    text: `${sentences.join('\n\n')}${summary.text}\n\n${copy.text}`,
  })
}

export type ReplyInput = FromAgent & {
  visitorName: string
  replyText: string
  originalMessage: string
  /** When the visitor wrote, already formatted for the reader. */
  originalAt: string
  /** The acknowledgement's subject: "Re: " before it keeps the reply in the same thread. */
  ackSubject: string
}

export function replyEmail(input: ReplyInput): BuiltEmail {
  const t = leadResponseMessages[input.language]
  const original = quoted(input.language, t.youWrote(input.originalAt), input.originalMessage)
  return fromAgent(input, `Re: ${input.ackSubject}`, t.replyTitle(input.agent.name), {
    html: `<p style="margin:0;overflow-wrap:anywhere">${multiline(input.replyText)}</p>${original.html}`,
    text: `${input.replyText.trim()}\n\n${original.text}`,
  })
}

/** Minutes as people say them: "45 min", "1 hour 5 min", "2시간", "1時間5分". */
export function waitedInWords(language: Locale, minutes: number): string {
  const t = leadResponseMessages[language]
  const whole = Math.max(0, Math.round(minutes))
  return whole < 60 ? t.minutes(whole) : t.hoursMinutes(Math.floor(whole / 60), whole % 60)
}

export type EscalationInput = {
  contactName: string
  agentName: string
  /** Working minutes of the agent since the message came in. */
  waitedMinutes: number
  /** When the message came in, already formatted for the reader. */
  receivedAt: string
  contactUrl: string
  /** From when staff may hand the contact to another agent, already formatted. */
  reassignFrom: string
}

/** To the staff list: a visitor's message has waited the agreed working minutes without an answer. */
export function escalationEmail(language: Locale, input: EscalationInput): BuiltEmail {
  const t = leadResponseMessages[language]
  const waited = waitedInWords(language, input.waitedMinutes)
  return build(
    t.escalationSubject(input.contactName, input.agentName, waited),
    t.escalationTitle,
    [
      [t.visitor, input.contactName],
      [t.agent, input.agentName],
      [t.receivedAt, input.receivedAt],
      [t.waiting, t.waitedWithinHours(waited)],
    ],
    [t.handOver(input.reassignFrom)],
    [[t.openContact, input.contactUrl]],
  )
}
