/**
 * The few strings of the 500 page, for its client components (Next's error boundaries are client
 * code, and importing src/i18n/messages would ship every UI string of three languages, ~9.5 KiB
 * gzip, to every public page). Copies of messages/*.json: tests/unit/messages.test.ts keeps them equal.
 */
import type { Locale } from './locales'

export type ErrorMessages = {
  site: { tagline: string; home: string; language: string }
  error: { serverErrorTitle: string; serverErrorHeading: string; serverErrorBody: string; retry: string }
}

const byLocale: Record<Locale, ErrorMessages> = {
  ko: {
    site: { tagline: 'Built for Realtors', home: '홈으로', language: '언어' },
    error: {
      serverErrorTitle: 'Internal Server Error',
      serverErrorHeading: '일시적인 오류가 발생했습니다',
      serverErrorBody: '잠시 후 다시 시도해 주세요. 문제가 계속되면 홈에서 다시 시작해 주세요.',
      retry: '다시 시도',
    },
  },
  en: {
    site: { tagline: 'Built for Realtors', home: 'Back to home', language: 'Language' },
    error: {
      serverErrorTitle: 'Internal Server Error',
      serverErrorHeading: 'Something went wrong',
      serverErrorBody: 'It is not you: something failed on our side. Please try again in a moment.',
      retry: 'Try again',
    },
  },
  ja: {
    site: { tagline: 'Built for Realtors', home: 'ホームへ', language: '言語' },
    error: {
      serverErrorTitle: 'Internal Server Error',
      serverErrorHeading: 'エラーが発生しました',
      serverErrorBody: 'しばらくしてからもう一度お試しください。解決しない場合はホームからやり直してください。',
      retry: 'もう一度試す',
    },
  },
}

export function errorMessagesFor(locale: Locale): ErrorMessages {
  return byLocale[locale]
}
