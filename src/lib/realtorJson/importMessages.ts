/**
 * Every message of the realtor import, in the editor's language, written for
 * the person holding the file (what is wrong and what to do), never a
 * validator's dump such as "expected nonoptional".
 */
import type { z } from 'zod'

import { localeOfLanguage } from '@/i18n/locales'

import { type Language, labelOfPath } from './fieldLabels'

export type { Language }

export const importLanguage = (language: string | undefined): Language => localeOfLanguage(language)

export const importTexts = {
  signIn: {
    ko: '내보내기와 가져오기는 로그인한 뒤에 할 수 있습니다.',
    en: 'Sign in to export or import realtors.',
    ja: 'エクスポートとインポートはログインしてから行えます。',
  },
  forbidden: {
    ko: '리얼터 내보내기와 가져오기는 지원팀, 직원, 관리자만 할 수 있습니다.',
    en: 'Only support, staff and admins may export or import realtors.',
    ja: 'リアルターのエクスポートとインポートはサポート、スタッフ、管理者のみが行えます。',
  },
  tooLarge: {
    ko: '파일이 1MB보다 큽니다. 내보낸 파일을 그대로 사용하세요.',
    en: 'The file is larger than 1 MB. Use a file exported from the admin.',
    ja: 'ファイルが 1 MB を超えています。管理画面からエクスポートしたファイルを使ってください。',
  },
  notMultipart: {
    ko: '파일을 multipart/form-data 형식으로 "file"과 "realtorId" 항목에 담아 보내세요.',
    en: 'Send the file as multipart/form-data with the fields "file" and "realtorId".',
    ja: 'ファイルは multipart/form-data で、"file" と "realtorId" の項目に入れて送ってください。',
  },
  noFile: {
    ko: 'JSON 파일을 "file" 항목에 첨부하세요.',
    en: 'Attach the JSON file as the multipart field "file".',
    ja: 'JSON ファイルを "file" の項目に添付してください。',
  },
  notJson: {
    ko: '이 파일은 JSON이 아닙니다. 리얼터를 내보내서 올바른 형식을 확인하세요.',
    en: 'The file is not JSON. Export a realtor to see the expected format.',
    ja: 'このファイルは JSON ではありません。リアルターをエクスポートして正しい形式を確認してください。',
  },
  notImported: { ko: '파일을 가져오지 않았습니다.', en: 'The file was not imported.', ja: 'ファイルはインポートされませんでした。' },
  syncOff: {
    ko: '동기화가 꺼져 있습니다: MAIN_API_URL이 설정되지 않았습니다.',
    en: 'Sync is off: MAIN_API_URL is not set.',
    ja: '同期はオフです: MAIN_API_URL が設定されていません。',
  },
} satisfies Record<string, Record<Language, string>>

export const importMessages = {
  realtorIdMismatch: (sent: string, inAddress: string) => ({
    ko: `realtorId(${sent || '없음'})가 주소의 리얼터(${inAddress})와 다릅니다.`,
    en: `realtorId (${sent || 'missing'}) must match the realtor in the address (${inAddress}).`,
    ja: `realtorId(${sent || 'なし'})がアドレスのリアルター(${inAddress})と一致しません。`,
  }),
  noRealtor: (id: string) => ({ ko: `ID ${id} 리얼터가 없습니다.`, en: `No realtor ${id}.`, ja: `ID ${id} のリアルターはありません。` }),
  unknownPhoto: (url: string) => ({
    ko: `이 주소의 사진이 저장되어 있지 않습니다: ${url}. 먼저 사진을 올리거나 내보낸 파일의 주소를 그대로 쓰세요.`,
    en: `No stored picture has the URL ${url}. Upload the picture first, or keep the URL an export gave.`,
    ja: `この URL の画像は保存されていません: ${url}。先に画像をアップロードするか、エクスポートした URL をそのまま使ってください。`,
  }),
  otherId: (fileId: string, name: string) => ({
    ko: `이 파일은 다른 리얼터(ID ${fileId}, ${name})의 것입니다. 이 리얼터에 적용하려면 "다른 리얼터의 파일을 이 리얼터에 적용"을 선택하세요.`,
    en: `This file belongs to another realtor (id ${fileId}, ${name}). To apply it to this realtor anyway, tick "Apply another realtor's file to this one".`,
    ja: `このファイルは別のリアルター(ID ${fileId}、${name})のものです。このリアルターに適用するには「別のリアルターのファイルをこのリアルターに適用」を選んでください。`,
  }),
  otherAddress: (address: string, name: string) => ({
    ko: `파일의 주소 ${address}는 다른 리얼터(${name})가 쓰고 있습니다. 다른 리얼터의 파일인지 확인하세요.`,
    en: `The file's address ${address} is another realtor's (${name}). Check that this is the right file.`,
    ja: `ファイルのアドレス ${address} は別のリアルター(${name})が使っています。正しいファイルか確認してください。`,
  }),
  addressTaken: (value: string) => ({
    ko: `${value}는 이미 다른 리얼터가 쓰고 있습니다. 다른 주소를 쓰세요.`,
    en: `${value} already belongs to another realtor. Use another address.`,
    ja: `${value} はすでに別のリアルターが使っています。別のアドレスを使ってください。`,
  }),
  done: (id: string) => ({
    ko: `ID: ${id} Realtor에 대한 수정이 완료되었습니다.`,
    en: `ID: ${id} realtor updated.`,
    ja: `ID: ${id} Realtor の更新が完了しました。`,
  }),
}

const expectedWords: Record<string, Record<Language, string>> = {
  string: { ko: '글자', en: 'text', ja: '文字列' },
  number: { ko: '숫자', en: 'a number', ja: '数値' },
  boolean: { ko: 'true 또는 false', en: 'true or false', ja: 'true または false' },
  array: { ko: '목록 ([...])', en: 'a list ([...])', ja: 'リスト([...])' },
  object: { ko: '묶음 ({...})', en: 'a group ({...})', ja: 'まとまり({...})' },
}

/** One sentence for a problem zod found at a path of the file. */
function sentence(issue: z.core.$ZodIssue, language: Language): string {
  const t = (ko: string, en: string, ja: string) => ({ ko, en, ja })[language]
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'nonoptional' || /received undefined/.test(issue.message)) {
        return t('값이 없습니다. 이 항목을 채우세요.', 'is missing. Fill it in.', '値がありません。この項目を入力してください。')
      }
      const words = expectedWords[issue.expected]?.[language] ?? issue.expected
      return t(`${words} 값을 넣으세요.`, `should be ${words}.`, `${words}を入力してください。`)
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.join(', ')
      return t(
        `리얼터 파일에 없는 항목입니다: ${keys}. 철자를 확인하거나 빼세요.`,
        `not a field of a realtor file: ${keys}. Check the spelling or remove it.`,
        `リアルターのファイルにない項目です: ${keys}。綴りを確認するか削除してください。`,
      )
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => JSON.stringify(v)).join(', ')
      return t(`다음 중 하나여야 합니다: ${values}.`, `must be one of: ${values}.`, `次のいずれかである必要があります: ${values}。`)
    }
    case 'too_big':
      return issue.origin === 'string'
        ? t(
            `너무 깁니다 (최대 ${issue.maximum}자).`,
            `is too long (at most ${issue.maximum} characters).`,
            `長すぎます(最大 ${issue.maximum} 文字)。`,
          )
        : t(`너무 큽니다 (최대 ${issue.maximum}).`, `is too large (at most ${issue.maximum}).`, `大きすぎます(最大 ${issue.maximum})。`)
    case 'too_small':
      return issue.origin === 'string'
        ? t('비어 있으면 안 됩니다.', 'must not be empty.', '空にはできません。')
        : t(`${issue.minimum} 이상이어야 합니다.`, `must be at least ${issue.minimum}.`, `${issue.minimum} 以上である必要があります。`)
    case 'invalid_format':
      return issue.format === 'url'
        ? t('올바른 웹 주소(https://...)가 아닙니다.', 'is not a web address (https://...).', '正しい URL(https://...)ではありません。')
        : t('형식이 맞지 않습니다.', 'has the wrong format.', '形式が正しくありません。')
    case 'invalid_union':
      return t('숫자나 글자여야 합니다.', 'should be a number or text.', '数値か文字列である必要があります。')
    default:
      return t('사용할 수 없는 값입니다.', 'has a value that cannot be used.', '使えない値です。')
  }
}

/** Every problem of a file: its JSON path and a sentence naming the field in the editor's words. */
export function describeIssuesFor(error: z.ZodError, language: Language): { path: string; message: string }[] {
  const whole = { ko: '파일 전체', en: 'The file', ja: 'ファイル全体' }[language]
  return error.issues.map((issue) => {
    const path = issue.path.join('.')
    return { path: path || '(file)', message: `${path ? labelOfPath(path, language) : whole}: ${sentence(issue, language)}` }
  })
}
