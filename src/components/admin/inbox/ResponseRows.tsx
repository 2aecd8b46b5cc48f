/** The card's lines about answering: the first response, where the escalation is, who has the contact now and its hand-overs. */
import { detail, term } from './RecordCard'

export type ResponseLine = { testId: string; name: string; text: string; items?: string[] }

export function ResponseRows({ lines }: { lines: ResponseLine[] }) {
  if (!lines.length) return null
  return (
    <dl style={{ margin: '16px 0 0' }}>
      {lines.map((line) => (
        <div key={line.testId} data-testid={line.testId} style={{ minWidth: 0 }}>
          <dt style={term}>{line.name}</dt>
          <dd style={detail}>
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
