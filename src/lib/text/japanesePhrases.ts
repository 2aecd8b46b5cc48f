/**
 * Japanese text cut into the phrases a line may break between: each word keeps the particles, endings
 * and punctuation that follow it ("ホームページ" + "を") and the polite prefix before it ("お" +
 * "問い合わせ"), so no line starts with a lone "を" or "。". Browsers' own phrase breaking
 * (word-break: auto-phrase) is missing in some and differs between others.
 */
const particle = /^[\p{Script=Hiragana}ー]{1,3}$/u
const punctuation = /^[^\p{L}\p{N}\s]+$/u
const prefix = /^[おご]$/u
const endsInLetter = /[\p{L}\p{N}]$/u

export function japanesePhrases(text: string): string[] {
  const phrases: string[] = []
  let pendingPrefix = ''
  for (const { segment } of new Intl.Segmenter('ja', { granularity: 'word' }).segment(text)) {
    const last = phrases.at(-1)
    const joins =
      !pendingPrefix &&
      last !== undefined &&
      (punctuation.test(segment) ? !/\s$/.test(last) : particle.test(segment) && !prefix.test(segment) && endsInLetter.test(last))
    if (joins) phrases[phrases.length - 1] += segment
    else if (prefix.test(segment)) pendingPrefix += segment
    else {
      phrases.push(pendingPrefix + segment)
      pendingPrefix = ''
    }
  }
  if (pendingPrefix) phrases.push(pendingPrefix)
  return phrases
}
