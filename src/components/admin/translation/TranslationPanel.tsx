'use client'

/** Placeholder until the panel lands: renders nothing. */
export function TranslationPanel() {
  return null
}
