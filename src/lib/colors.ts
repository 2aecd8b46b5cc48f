/** Colour rules of the agent page (WCAG relative luminance and contrast). */

function luminanceOf(hex: string): number | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match) return null
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(match[1].slice(i, i + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Text colour that reads on a background colour: white or black, whichever contrasts more. */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const luminance = luminanceOf(hex)
  if (luminance === null) return '#ffffff'
  // Contrast with white is (1.05)/(L+0.05); with black (L+0.05)/0.05: pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000'
}

/** WCAG contrast ratio (1 to 21) of two #RRGGBB colours; null when either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const [la, lb] = [luminanceOf(a), luminanceOf(b)]
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** WCAG level of a contrast ratio for normal text: AAA from 7, AA from 4.5, else too low. */
export function contrastLevel(ratio: number): 'AAA' | 'AA' | 'low' {
  return ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : 'low'
}
