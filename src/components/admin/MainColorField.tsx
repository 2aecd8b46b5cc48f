'use client'
/**
 * The agent page's main colour: a colour picker and the same #RRGGBB text box,
 * a live swatch with the page's text on it and that text's contrast. The value
 * and its server-side rule (checkHexColor) are unchanged; a bad value explains
 * the format in the editor's language as they type.
 */
import { FieldError, useField, useTranslation } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'
import type { TextFieldClientProps } from 'payload'

import { contrastLevel, contrastRatio, readableTextOn } from '@/lib/colors'
import { checkHexColor } from '@/lib/validation/rules'
import { validationMessages } from '@/lib/validation/messages'
import { localeOfLanguage } from '@/i18n/locales'

const texts = {
  ko: {
    sample: '가나다 Aa 123',
    picker: '색 고르기',
    contrast: '글자 대비',
    aaa: '아주 잘 읽힘',
    aa: '잘 읽힘',
    low: '읽기 어려움: 더 진하거나 더 밝은 색을 고르세요',
  },
  en: {
    sample: 'Sample text Aa 123',
    picker: 'Pick a colour',
    contrast: 'Text contrast',
    aaa: 'very easy to read',
    aa: 'easy to read',
    low: 'hard to read: choose a darker or lighter colour',
  },
  ja: {
    sample: 'サンプル Aa 123',
    picker: '色を選ぶ',
    contrast: '文字のコントラスト',
    aaa: 'とても読みやすい',
    aa: '読みやすい',
    low: '読みにくい: もっと濃いか明るい色を選んでください',
  },
}

export function MainColorField({ path, field, readOnly }: TextFieldClientProps) {
  const { i18n } = useTranslation()
  const language = localeOfLanguage(i18n.language)
  const t = texts[language]
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const text = value ?? ''
  const valid = checkHexColor(text) === null
  const onMain = valid ? readableTextOn(text) : '#ffffff'
  const ratio = valid ? contrastRatio(text, onMain) : null
  const level = ratio === null ? null : contrastLevel(ratio)
  const label = field.label ? getTranslation(field.label, i18n) : path
  const inputId = `field-${path.replace(/\./g, '__')}`

  return (
    <div className="field-type text main-color-field" style={{ flex: '1 1 260px' }}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          type="color"
          aria-label={t.picker}
          value={valid ? text.toLowerCase() : '#1f3a5f'}
          disabled={readOnly}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
          style={{ width: 44, height: 40, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
        />
        <input
          id={inputId}
          type="text"
          value={text}
          placeholder="#1F3A5F"
          disabled={readOnly}
          onChange={(event) => setValue(event.target.value.trim())}
          aria-invalid={!valid}
          aria-describedby={`${inputId}-help`}
          style={{ width: 120, fontFamily: 'monospace' }}
        />
      </div>
      <div
        data-testid="main-color-swatch"
        aria-hidden
        style={{
          marginTop: 8,
          padding: '12px 16px',
          borderRadius: 6,
          border: '1px solid var(--theme-elevation-150)',
          background: valid ? text : 'transparent',
          color: onMain,
          maxWidth: 320,
        }}
      >
        {valid ? t.sample : ' '}
      </div>
      <p
        id={`${inputId}-help`}
        role={valid ? undefined : 'alert'}
        style={{ margin: '6px 0 0', color: valid ? undefined : 'var(--theme-error-500)' }}
      >
        {valid && ratio !== null && level
          ? `${t.contrast} ${ratio.toFixed(1)} : 1 (${t[level === 'low' ? 'low' : (level.toLowerCase() as 'aa' | 'aaa')]})`
          : text
            ? validationMessages.hexColor[language]
            : null}
      </p>
      {showError && errorMessage ? <FieldError path={path} showError message={errorMessage} /> : null}
    </div>
  )
}
