/**
 * Admin toast texts the spec fixes (section 8): create, update and delete
 * successes; the content-language switch in words; Payload's wording where it reads badly (adminWording.ts). Failures already show the server's message; sign-in refusals are
 * one text whether or not the account exists (signInMessages.ts).
 */
import { adminWording } from './adminWording'
import { signInErrorTranslations } from './signInMessages'

export const adminTranslations = {
  ko: {
    error: { ...signInErrorTranslations('ko'), ...adminWording.ko.error },
    version: adminWording.ko.version,
    localization: adminWording.ko.localization,
    'plugin-seo': adminWording.ko['plugin-seo'],
    general: {
      ...adminWording.ko.general,
      // The language of the content being edited (Payload's Korean says 'locale' in English).
      locale: '내용 언어',
      locales: '내용 언어',
      successfullyCreated: '성공적으로 등록 되었습니다.',
      updatedSuccessfully: '성공적으로 수정 되었습니다.',
      titleDeleted: '성공적으로 삭제 되었습니다.',
      deletedSuccessfully: '성공적으로 삭제 되었습니다.',
    },
  },
  en: {
    error: { ...signInErrorTranslations('en'), ...adminWording.en.error },
    version: adminWording.en.version,
    localization: adminWording.en.localization,
    'plugin-seo': adminWording.en['plugin-seo'],
    general: {
      ...adminWording.en.general,
      // The language of the content being edited (Payload's Korean says 'locale' in English).
      locale: 'Content language',
      locales: 'Content languages',
      successfullyCreated: 'Created successfully.',
      updatedSuccessfully: 'Updated successfully.',
      titleDeleted: 'Deleted successfully.',
      deletedSuccessfully: 'Deleted successfully.',
    },
  },
  ja: {
    error: { ...signInErrorTranslations('ja'), ...adminWording.ja.error },
    version: adminWording.ja.version,
    localization: adminWording.ja.localization,
    'plugin-seo': adminWording.ja['plugin-seo'],
    general: {
      ...adminWording.ja.general,
      // The language of the content being edited (Payload's Korean says 'locale' in English).
      locale: 'コンテンツの言語',
      locales: 'コンテンツの言語',
      successfullyCreated: '正常に登録されました。',
      updatedSuccessfully: '正常に更新されました。',
      titleDeleted: '正常に削除されました。',
      deletedSuccessfully: '正常に削除されました。',
    },
  },
}
