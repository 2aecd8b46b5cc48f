/** What each rejection says, in the admin and site languages. */
import { localeOfLanguage, type Locale } from '@/i18n/locales'
import type { RuleKey } from './rules'

export type MessageLanguage = Locale

export const validationMessages: Record<RuleKey, Record<MessageLanguage, string>> = {
  phone: {
    ko: '전화번호 자릿수가 맞지 않습니다. 미국 번호는 10자리, 그 외는 11자리입니다.',
    en: 'Wrong number of digits: US numbers have 10 digits, others 11.',
    ja: '電話番号の桁数が正しくありません。米国の番号は10桁、それ以外は11桁です。',
  },
  phoneChars: {
    ko: '전화번호에는 숫자와 하이픈(-)만 입력할 수 있습니다.',
    en: 'A phone number may contain only digits and hyphens.',
    ja: '電話番号には数字とハイフン(-)のみ入力できます。',
  },
  slug: {
    ko: '영문자, 밑줄(_), 하이픈(-)만 사용할 수 있습니다.',
    en: 'Use only letters, underscores and hyphens.',
    ja: '英字、アンダースコア(_)、ハイフン(-)のみ使用できます。',
  },
  slugReserved: {
    ko: '사이트 경로로 예약된 단어입니다. 다른 주소를 선택하세요.',
    en: 'This word is reserved for a site page. Choose another address.',
    ja: 'サイトのページ用に予約された語です。別のアドレスを選んでください。',
  },
  contentSlug: {
    ko: '주소에는 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다 (80자까지, 예: irvine-woodbridge).',
    en: 'Use only lower-case letters, digits and hyphens in the address (up to 80, like irvine-woodbridge).',
    ja: 'アドレスには英小文字、数字、ハイフン(-)のみ使えます(80文字まで、例: irvine-woodbridge)。',
  },
  email: {
    ko: '올바른 이메일 주소를 입력하세요 (예: name@example.com).',
    en: 'Enter a valid e-mail address (like name@example.com).',
    ja: '有効なメールアドレスを入力してください (例: name@example.com)。',
  },
  url: {
    ko: '올바른 URL을 입력하세요 (예: https://example.com/page).',
    en: 'Enter a valid URL (like https://example.com/page).',
    ja: '有効なURLを入力してください (例: https://example.com/page)。',
  },
  passwordLength: {
    ko: '비밀번호는 12자 이상이어야 합니다.',
    en: 'A password needs at least 12 characters.',
    ja: 'パスワードは12文字以上にしてください。',
  },
  passwordVariety: {
    ko: '비밀번호에는 문자와 숫자 또는 기호가 모두 들어가야 합니다.',
    en: 'A password needs both letters and digits or symbols.',
    ja: 'パスワードには文字と、数字または記号の両方を含めてください。',
  },
  unsafeLink: {
    ko: '링크는 http(s)://, mailto:, tel: 또는 사이트 내부 경로(/...)만 사용할 수 있습니다.',
    en: 'Links may only point to http(s)://, mailto:, tel: or a path on this site (/...).',
    ja: 'リンク先に使えるのは http(s)://、mailto:、tel:、またはサイト内のパス(/...)だけです。',
  },
  httpUrl: {
    ko: 'http:// 또는 https:// 로 시작하는 주소만 사용할 수 있습니다.',
    en: 'Only addresses starting with http:// or https:// are allowed.',
    ja: 'http:// または https:// で始まるアドレスのみ使用できます。',
  },
  videoUrl: {
    ko: 'YouTube 주소(https://www.youtube.com/ 또는 https://youtu.be/)를 입력하세요.',
    en: 'Enter a YouTube address (https://www.youtube.com/ or https://youtu.be/).',
    ja: 'YouTubeのアドレス(https://www.youtube.com/ または https://youtu.be/)を入力してください。',
  },
  date: {
    ko: '날짜는 YYYY-MM-DD 형식이어야 합니다 (월 01-12, 일 01-31).',
    en: 'Use the date format YYYY-MM-DD (month 01-12, day 01-31).',
    ja: '日付は YYYY-MM-DD 形式で入力してください (月 01-12、日 01-31)。',
  },
  flag: {
    ko: 'Y 또는 N 이어야 합니다.',
    en: 'Must be Y or N.',
    ja: 'Y または N である必要があります。',
  },
  hexColor: {
    ko: '색상은 # 다음에 16진수 6자리여야 합니다 (예: #1A2B3C).',
    en: 'A colour is # followed by 6 hex digits (like #1A2B3C).',
    ja: '色は # に続く16進数6桁で指定してください (例: #1A2B3C)。',
  },
  tagManagerId: {
    ko: '태그 관리자 ID는 GTM- 또는 G- 다음에 영문 대문자나 숫자여야 합니다.',
    en: 'A tag id is GTM- or G- followed by uppercase letters or digits.',
    ja: 'タグIDは GTM- または G- に続く英大文字か数字です。',
  },
  hostname: {
    ko: '도메인 이름만 입력하세요 (예: kim-realty.com, http:// 없이).',
    en: 'Enter just the domain name (like kim-realty.com, without http://).',
    ja: 'ドメイン名のみを入力してください (例: kim-realty.com、http:// なし)。',
  },
  zipcode: {
    ko: '우편번호는 숫자 5자리입니다.',
    en: 'A ZIP code has 5 digits.',
    ja: '郵便番号は5桁の数字です。',
  },
  oneLine: {
    ko: '한 줄로 입력하세요. 줄바꿈, 제어 문자, 글자 방향을 바꾸는 문자는 쓸 수 없습니다.',
    en: 'Use one line of text: no line breaks, control characters or characters that change the text direction.',
    ja: '1行で入力してください。改行、制御文字、文字の向きを変える文字は使えません。',
  },
}

export function messageFor(key: RuleKey, language: string | undefined): string {
  return validationMessages[key][localeOfLanguage(language)]
}
