/** Text colour that reads on a background colour (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match) return '#ffffff'
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(match[1].slice(i, i + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // Contrast with white is (1.05)/(L+0.05); with black (L+0.05)/0.05: pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000'
}
