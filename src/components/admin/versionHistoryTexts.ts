/** Words of the version history view in the three admin languages. */
export const versionHistoryTexts = {
  ko: {
    savedAt: '저장 시각',
    savedBy: '저장한 사람',
    changes: '바뀐 내용',
    status: '상태',
    unknownPerson: '시스템 (자동 작업)',
    firstVersion: '처음 저장',
    noChanges: '내용 변경 없음',
    none: '아직 저장된 버전이 없습니다.',
  },
  en: {
    savedAt: 'Saved',
    savedBy: 'Saved by',
    changes: 'What changed',
    status: 'Status',
    unknownPerson: 'System (automatic task)',
    firstVersion: 'First save',
    noChanges: 'No content changes',
    none: 'No saved versions yet.',
  },
  ja: {
    savedAt: '保存日時',
    savedBy: '保存した人',
    changes: '変更内容',
    status: '状態',
    unknownPerson: 'システム(自動処理)',
    firstVersion: '最初の保存',
    noChanges: '内容の変更なし',
    none: '保存されたバージョンはまだありません。',
  },
} as const
