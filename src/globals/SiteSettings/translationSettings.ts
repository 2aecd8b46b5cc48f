import type { GroupField } from 'payload'

import { staffOnly } from '@/access/fieldAccess'
import { label } from '@/i18n/label'
import { DEFAULT_MONTHLY_CHARACTERS_PER_AGENT } from '@/lib/translation/translationSettings'

/**
 * What the translation service may be used for, when DEEPL_API_KEY switches it on: visitors' messages
 * (personal data sent to a third party, so the company can say no) and how many characters of
 * suggestions each agent may ask for a month (the service bills per character).
 */
export const translationSettings: GroupField = {
  name: 'translation',
  type: 'group',
  access: { read: staffOnly.read },
  label: label('번역', 'Translation', '翻訳'),
  admin: {
    description: label(
      'DEEPL_API_KEY 가 설정된 경우에만 쓰입니다.',
      'Used only when DEEPL_API_KEY is set.',
      'DEEPL_API_KEY が設定されている場合にのみ使われます。',
    ),
  },
  fields: [
    {
      name: 'visitorMessages',
      type: 'checkbox',
      defaultValue: true,
      label: label(
        '다른 언어로 온 문의를 에이전트의 언어로 번역',
        "Translate visitors' messages into the agent's language",
        '他の言語で届いたお問い合わせをエージェントの言語に翻訳',
      ),
      admin: {
        description: label(
          '끄면 방문자의 글은 번역 서비스로 보내지 않습니다.',
          "When off, no visitor's text is sent to the translation service.",
          'オフにすると、訪問者の文章は翻訳サービスに送られません。',
        ),
      },
    },
    {
      name: 'monthlyCharactersPerAgent',
      type: 'number',
      min: 0,
      max: 10_000_000,
      defaultValue: DEFAULT_MONTHLY_CHARACTERS_PER_AGENT,
      label: label('에이전트별 월 번역 글자 수', 'Characters per agent per month', 'エージェントごとの月間翻訳文字数'),
      admin: {
        description: label(
          '번역 제안에 쓸 수 있는 글자 수 (매월 1일 UTC 에 다시 시작).',
          'How many characters of translation suggestions an agent may ask for (starts again on the 1st, UTC).',
          '翻訳の提案に使える文字数(毎月1日 UTC にリセット)。',
        ),
      },
    },
  ],
}
