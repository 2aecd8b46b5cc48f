'use client'
/** Clears one failed-schedule notice (DELETE /api/schedule-failures/:id) and redraws the page. */
import { useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { localeOfLanguage } from '@/i18n/locales'

const label = { ko: '확인했습니다', en: 'Dismiss', ja: '確認しました' }
const failed = {
  ko: '지우지 못했습니다. 다시 시도하세요.',
  en: 'Could not dismiss it. Please try again.',
  ja: '消せませんでした。もう一度お試しください。',
}

export function DismissScheduleFailure({ id }: { id: number }) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const language = localeOfLanguage(i18n.language)
  const dismiss = async () => {
    setState('busy')
    const response = await fetch(`${config.serverURL}${config.routes.api}/schedule-failures/${id}`, {
      method: 'DELETE',
      credentials: 'include',
    }).catch(() => null)
    if (response?.ok) router.refresh()
    else setState('failed')
  }
  return (
    <>
      <button className="btn btn--style-secondary btn--size-small" disabled={state === 'busy'} onClick={dismiss} type="button">
        {label[language]}
      </button>
      {state === 'failed' ? <span role="status">{failed[language]}</span> : null}
    </>
  )
}
