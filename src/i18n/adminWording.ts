/**
 * Natural wording in place of Payload's own Korean and Japanese where it reads as a machine translation or
 * says the wrong thing: "이전에 발표된" (announced), "예정된 행사" (an event: it is scheduled publishing),
 * "한국어에서 게시하십시오" (a stiff order) and "locale" left in English. English gets the same meaning so that
 * the three languages say one thing. Merged into the admin translations (adminTranslations.ts).
 */
export const adminWording = {
  ko: {
    general: {
      upcomingEvents: '예약된 게시',
      noUpcomingEventsScheduled: '예약된 게시가 없습니다.',
      fallbackToDefaultLocale: '기본 언어로 대체',
    },
    version: {
      previouslyPublished: '이전에 게시됨',
      previouslyDraft: '이전 초안',
      publishIn: '{{locale}}만 게시',
      unpublishIn: '{{locale}}만 게시 취소',
      publishAllLocales: '모든 언어로 게시',
      aboutToUnpublishIn: '{{locale}} 페이지의 게시를 취소합니다. 계속하시겠습니까?',
      draftHasPublishedVersion: '초안 (게시된 버전 있음)',
      schedulePublish: '게시 예약',
      scheduledSuccessfully: '게시가 예약되었습니다.',
      unpublished: '게시 안 됨',
      unpublishedSuccessfully: '게시를 취소했습니다.',
      selectLocales: '표시할 언어 선택',
      showLocales: '언어 표시:',
    },
    localization: {
      localeToPublish: '게시할 언어',
      selectedLocales: '선택한 언어',
      copyToLocale: '다른 언어로 복사',
      selectLocaleToCopy: '복사할 언어를 선택하세요.',
      selectLocaleToDuplicate: '복제할 언어를 선택하세요.',
    },
    'plugin-seo': {
      lengthTipTitle: '검색 결과 제목은 {{minLength}}~{{maxLength}}자가 알맞습니다. 좋은 제목 쓰는 법: ',
      lengthTipDescription: '검색 결과 설명은 {{minLength}}~{{maxLength}}자가 알맞습니다. 좋은 설명 쓰는 법: ',
      bestPractices: 'Google 안내',
    },
    error: {
      localesNotSaved_one: '다음 언어는 저장하지 못했습니다:',
      localesNotSaved_other: '다음 언어들은 저장하지 못했습니다:',
    },
  },
  en: {
    general: {
      upcomingEvents: 'Scheduled publishing',
      noUpcomingEventsScheduled: 'No publishing is scheduled.',
      fallbackToDefaultLocale: 'Fall back to the default language',
    },
    version: {
      publishIn: 'Publish {{locale}} only',
      unpublishIn: 'Unpublish {{locale}} only',
      publishAllLocales: 'Publish in every language',
      aboutToUnpublishIn: 'This unpublishes the {{locale}} page. Continue?',
      schedulePublish: 'Schedule publishing',
      selectLocales: 'Languages to show',
      showLocales: 'Show languages:',
    },
    localization: {
      localeToPublish: 'Language to publish',
      selectedLocales: 'Selected languages',
      copyToLocale: 'Copy to another language',
      selectLocaleToCopy: 'Choose the language to copy.',
      selectLocaleToDuplicate: 'Choose the language to duplicate.',
    },
    'plugin-seo': {
      lengthTipTitle: 'Search result titles read best at {{minLength}}-{{maxLength}} characters. How to write one: ',
      lengthTipDescription: 'Search result descriptions read best at {{minLength}}-{{maxLength}} characters. How to write one: ',
      bestPractices: "Google's guide",
    },
    error: {
      localesNotSaved_one: 'This language could not be saved:',
      localesNotSaved_other: 'These languages could not be saved:',
    },
  },
  ja: {
    general: {
      upcomingEvents: '予約された公開',
      noUpcomingEventsScheduled: '予約された公開はありません。',
      fallbackToDefaultLocale: '既定の言語で代用',
    },
    version: {
      previouslyPublished: '以前は公開済み',
      previouslyDraft: '以前は下書き',
      publishIn: '{{locale}}のみ公開',
      unpublishIn: '{{locale}}のみ非公開にする',
      publishAllLocales: 'すべての言語で公開',
      aboutToUnpublishIn: '{{locale}}のページを非公開にします。よろしいですか？',
      draftHasPublishedVersion: '下書き(公開中の版あり)',
      schedulePublish: '公開を予約',
      scheduledSuccessfully: '公開を予約しました。',
      selectLocales: '表示する言語を選択',
      showLocales: '表示する言語:',
    },
    localization: {
      localeToPublish: '公開する言語',
      selectedLocales: '選択した言語',
      copyToLocale: '別の言語にコピー',
      selectLocaleToCopy: 'コピーする言語を選んでください。',
      selectLocaleToDuplicate: '複製する言語を選んでください。',
    },
    'plugin-seo': {
      lengthTipTitle: '検索結果のタイトルは{{minLength}}〜{{maxLength}}文字が目安です。書き方: ',
      lengthTipDescription: '検索結果の説明は{{minLength}}〜{{maxLength}}文字が目安です。書き方: ',
      bestPractices: 'Googleのガイド',
    },
    error: {
      localesNotSaved_one: '次の言語は保存できませんでした:',
      localesNotSaved_other: '次の言語は保存できませんでした:',
    },
  },
}
