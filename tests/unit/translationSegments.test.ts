/**
 * Field values as translation segments (src/lib/translation/segments.ts): what is sent, and that the
 * value rebuilt from the service's answer keeps everything but the words. The answer comes from the
 * DeepL stand-in, which marks each translated run with "[en] ".
 */
import { describe, expect, it } from 'vitest'

import { displayText, isEmptyValue, segmentsOf, type FieldKind } from '@/lib/translation/segments'

import { standInTranslation } from '../harness/standIns/translationStandIn'

/** What the stand-in makes of a run: "[en] " after any leading spaces. */
const marked = (text: string) => text.replace(/^(\s*)/, '$1[en] ')
const hasLetters = (text: string) => /\p{L}/u.test(text)

/** Sends the value's texts through the stand-in and rebuilds the value from its answer. */
function roundTrip(kind: FieldKind, value: unknown) {
  const segments = segmentsOf(kind, value)
  return segments.rebuild(segments.texts.map((text) => standInTranslation(text, 'en')))
}

/** An about-me in Lexical's stored shape; `words` says what each run with letters reads. */
function aboutMe(words: (text: string) => string) {
  const run = (text: string, format = 0) => ({
    type: 'text',
    text: hasLetters(text) ? words(text) : text,
    format,
    detail: 0,
    mode: 'normal',
    style: '',
    version: 1,
  })
  const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
    type,
    children,
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    ...extra,
  })
  return {
    root: block('root', [
      block('heading', [run('어바인 전문 중개인')], { tag: 'h2' }),
      block(
        'paragraph',
        [
          run('안녕하세요, '),
          run('김하나', 1),
          run(' 입니다.'),
          { type: 'linebreak', version: 1 },
          block('link', [run('매물 보기', 2)], {
            fields: { url: 'https://example.com/homes', newTab: true, linkType: 'custom' },
            id: 'l1',
          }),
          { type: 'tab', text: '\t', format: 0, detail: 2, mode: 'normal', style: '', version: 1 },
          run('2024'),
        ],
        { textFormat: 0 },
      ),
      block('list', [block('listitem', [run('학군 상담')], { value: 1 }), block('listitem', [run('첫 집 구매')], { value: 2 })], {
        listType: 'bullet',
        tag: 'ul',
        start: 1,
      }),
      block('paragraph', [], { textFormat: 0 }),
    ]),
  }
}

describe('rich text segments', () => {
  it('sends one string per text run with letters, in document order', () => {
    expect(
      segmentsOf(
        'richText',
        aboutMe((t) => t),
      ).texts,
    ).toEqual(['어바인 전문 중개인', '안녕하세요, ', '김하나', ' 입니다.', '매물 보기', '학군 상담', '첫 집 구매'])
  })

  it('rebuilds the same tree (formats, link, breaks, tab, heading, list, ids) with only the words translated', () => {
    const source = aboutMe((t) => t)
    const before = structuredClone(source)
    expect(roundTrip('richText', source)).toEqual(aboutMe(marked))
    // The editor's own value is never changed in place.
    expect(source).toEqual(before)
  })

  it.each([null, undefined, 'plain words', 42, {}, { root: null }, { root: { type: 'root', children: 'none' } }])(
    'sends nothing for %j and gives it back unchanged',
    (value) => {
      const segments = segmentsOf('richText', value)
      expect(segments.texts).toEqual([])
      expect(segments.rebuild([])).toBe(value)
    },
  )

  it('shows blocks on their own lines and line breaks as new lines', () => {
    expect(
      displayText(
        'richText',
        aboutMe((t) => t),
      ),
    ).toBe('어바인 전문 중개인\n안녕하세요, 김하나 입니다.\n매물 보기\t2024\n학군 상담\n첫 집 구매\n')
    expect(displayText('richText', null)).toBe('')
  })
})

describe('textarea segments', () => {
  it('keeps line breaks and blank lines; lines without letters stay as written', () => {
    const value = '첫 줄입니다.\n\n둘째 줄\n---\n  들여쓴 줄\n'
    expect(segmentsOf('textarea', value).texts).toEqual(['첫 줄입니다.', '둘째 줄', '  들여쓴 줄'])
    expect(roundTrip('textarea', value)).toBe('[en] 첫 줄입니다.\n\n[en] 둘째 줄\n---\n  [en] 들여쓴 줄\n')
  })
})

describe('array rows', () => {
  const kind: FieldKind = { rows: { title: 'text', body: 'textarea' } }
  const rows = [
    { id: 'row-1', title: '학군', body: '좋은 학교가 가깝습니다.\n\n공원도 있습니다.', blockName: null },
    { id: 'row-2', title: null, body: 'HOA 관리비 포함' },
    { id: 'row-3', title: '2024', body: '' },
  ]

  it('sends the listed fields of each row, in order', () => {
    expect(segmentsOf(kind, rows).texts).toEqual(['학군', '좋은 학교가 가깝습니다.', '공원도 있습니다.', 'HOA 관리비 포함'])
  })

  it('gives the rows back with their ids and other keys, only the words translated', () => {
    expect(roundTrip(kind, rows)).toEqual([
      { id: 'row-1', title: '[en] 학군', body: '[en] 좋은 학교가 가깝습니다.\n\n[en] 공원도 있습니다.', blockName: null },
      { id: 'row-2', title: null, body: '[en] HOA 관리비 포함' },
      { id: 'row-3', title: '2024', body: '' },
    ])
    expect(rows[0].title).toBe('학군')
  })

  it('shows each row on its lines, rows apart by a blank line', () => {
    expect(displayText(kind, rows)).toBe('학군\n좋은 학교가 가깝습니다.\n\n공원도 있습니다.\n\nHOA 관리비 포함\n\n2024')
  })

  it('sends nothing for a value that is not rows', () => {
    expect(segmentsOf(kind, 'not rows').texts).toEqual([])
    expect(segmentsOf(kind, null).rebuild([])).toBeNull()
    expect(displayText(kind, undefined)).toBe('')
  })
})

describe('an empty value, for every kind', () => {
  const emptyEditor = {
    root: { type: 'root', children: [{ type: 'paragraph', children: [], format: '', indent: 0, version: 1 }], version: 1 },
  }
  const rowsKind: FieldKind = { rows: { title: 'text', body: 'textarea' } }

  it.each<[FieldKind, unknown, boolean]>([
    ['text', '', true],
    ['text', '  ', true],
    ['text', '어바인', false],
    ['textarea', '\n\n', true],
    ['textarea', '\n둘째 줄', false],
    ['richText', emptyEditor, true],
    ['richText', null, true],
    ['richText', aboutMe((t) => t), false],
    [rowsKind, [], true],
    [rowsKind, null, true],
    [rowsKind, [{ id: 'a', title: '', body: null }], true],
    [rowsKind, [{ id: 'a', title: '', body: '학군' }], false],
  ])('%j %j is empty: %s', (kind, value, empty) => {
    expect(isEmptyValue(kind, value)).toBe(empty)
  })
})
