'use client'
/** A text that may be long: more than a few lines show folded, with "Show all" to unfold them. */
import { useState } from 'react'

import type { Locale } from '@/i18n/locales'

import * as style from './styles'
import { translationTexts } from './texts'

const LONG_CHARACTERS = 280
const LONG_LINES = 6

export function LongText({ text, language, testId }: { text: string; language: Locale; testId: string }) {
  const t = translationTexts[language]
  const [open, setOpen] = useState(false)
  const long = text.length > LONG_CHARACTERS || text.split('\n').length > LONG_LINES
  return (
    <>
      <p style={long && !open ? style.clamped : style.text} data-testid={testId}>
        {text}
      </p>
      {long ? (
        <button
          type="button"
          className="btn btn--style-subtle btn--size-xsmall"
          style={{ margin: 0, justifySelf: 'start' }}
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t.showLess : t.showAll}
        </button>
      ) : null}
    </>
  )
}
