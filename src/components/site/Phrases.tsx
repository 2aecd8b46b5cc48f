import { Fragment } from 'react'

import type { Locale } from '@/i18n/locales'
import { japanesePhrases } from '@/lib/text/japanesePhrases'

/**
 * A headline that breaks only between phrases: in Japanese a <wbr> between them (the element is
 * styled `word-break: keep-all`, so nowhere else); Korean and English break at their spaces.
 */
export function Phrases({ text, locale }: { text: string; locale: Locale }) {
  if (locale !== 'ja') return <>{text}</>
  return (
    <>
      {japanesePhrases(text).map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </>
  )
}
