import type { CSSProperties } from 'react'

import { readableTextOn } from '@/lib/colors'
import type { Realtor } from '@/payload-types'

/** The agent's colour and modes as the wrapper's class names and CSS variables (styles.css reads them). */
export function realtorTheme(realtor: Realtor): { className: string; style: CSSProperties } {
  const main = realtor.designMainColor ?? '#1F3A5F'
  const className = [
    'agent-page',
    realtor.designMainDarkMode ? 'agent-page--dark-design' : '',
    realtor.contentDarkMode ? 'agent-page--dark-content' : '',
    // Follows the visitor's own setting: dark on a dark device, the agent's fixed mode otherwise.
    realtor.followVisitorColorScheme && !realtor.contentDarkMode ? 'agent-page--follow-scheme' : '',
    `agent-page--font-${realtor.designFontSize ?? 'medium'}`,
  ]
    .filter(Boolean)
    .join(' ')
  return { className, style: { '--agent-main': main, '--agent-on-main': readableTextOn(main) } as CSSProperties }
}
