/** The card's lines about answering: the first response, where the escalation is, who has the contact now and its hand-overs. */
import type { Locale } from '@/i18n/locales'

import { LocalTime } from './LocalTime'
import { detail, term } from './RecordCard'

/** `at`: a moment shown first, in the reader's zone like the card's other times. */
export type ResponseLine = { testId: string; name: string; text: string; at?: string; items?: string[] }

export function ResponseRows({ lines, language }: { lines: ResponseLine[]; language: Locale }) {
  if (!lines.length) return null
  return (
    <dl style={{ margin: '16px 0 0' }}>
      {lines.map((line) => (
        <div key={line.testId} data-testid={line.testId} style={{ minWidth: 0 }}>
          <dt style={term}>{line.name}</dt>
          <dd style={detail}>
            {line.at ? (
              <>
                <LocalTime iso={line.at} language={language} />
                {' · '}
              </>
            ) : null}
            {line.text}
            {line.items?.length ? (
              <ul style={{ margin: line.text ? '4px 0 0' : 0, paddingInlineStart: 20 }}>
                {line.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
