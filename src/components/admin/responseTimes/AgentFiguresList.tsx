/**
 * Staff's response times per agent: one block per agent (their name links to their contacts) with
 * its figures as term / value pairs that wrap, two or three to a line on a phone and in one line
 * on a desk, so names and figures never squeeze into a narrow table column.
 */
import type { CSSProperties } from 'react'

export type AgentLine = { key: string; name: string; href: string; figures: string[] }

const figure: CSSProperties = { flex: '1 1 8rem', minWidth: 0, margin: 0 }

export function AgentFiguresList({
  testId,
  itemTestId = 'agent-response-times',
  terms,
  agents,
}: {
  testId: string
  itemTestId?: string
  terms: string[]
  agents: AgentLine[]
}) {
  return (
    <ul data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 }}>
      {agents.map((agent) => (
        <li
          key={agent.key}
          data-testid={itemTestId}
          style={{ borderTop: '1px solid var(--theme-elevation-150)', padding: '4px 0 12px', minWidth: 0 }}
        >
          <a
            href={agent.href}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              fontSize: 16,
              color: 'var(--theme-text)',
              overflowWrap: 'anywhere',
            }}
          >
            {agent.name}
          </a>
          <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', margin: 0 }}>
            {terms.map((term, i) => (
              <div key={term} style={figure}>
                <dt style={{ fontSize: 13, color: 'var(--theme-elevation-800)' }}>{term}</dt>
                <dd style={{ margin: 0, fontSize: 16, fontVariantNumeric: 'tabular-nums' }}>{agent.figures[i]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}
