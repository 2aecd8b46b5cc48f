import Link from 'next/link'

import type { Messages } from '@/i18n/messages'
import './valuation.css'

/**
 * The way to "What is my home worth?": a block with a line for sellers on the agent's homepage, a
 * plain link under the homes search (`short`).
 */
export function ValuationLink({ href, t, short = false }: { href: string; t: Messages['valuation']; short?: boolean }) {
  if (short) {
    return (
      <p className="homes-valuation-link">
        <Link href={href} data-testid="valuation-link">
          {t.link}
        </Link>
      </p>
    )
  }
  return (
    <section className="agent-valuation" aria-labelledby="valuation-link-title">
      <h2 id="valuation-link-title">{t.sellTitle}</h2>
      <p>{t.linkNote}</p>
      <Link href={href} className="button agent-button" data-testid="valuation-link">
        {t.link}
      </Link>
    </section>
  )
}
