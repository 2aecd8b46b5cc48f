import { describe, expect, it } from 'vitest'

import { contrastLevel, contrastRatio, readableTextOn } from '@/lib/colors'

describe('the colour picker’s contrast figures', () => {
  it('gives WCAG’s ratios for known pairs', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#1F3A5F', '#1f3a5f')).toBeCloseTo(1, 5)
  })

  it('has no ratio for a value that is not #RRGGBB', () => {
    expect(contrastRatio('green', '#ffffff')).toBeNull()
    expect(contrastRatio('#12345', '#ffffff')).toBeNull()
  })

  it('names the level an agent can act on', () => {
    expect(contrastLevel(21)).toBe('AAA')
    expect(contrastLevel(5)).toBe('AA')
    expect(contrastLevel(3)).toBe('low')
  })

  it('picks the text colour the page uses on the main colour', () => {
    expect(readableTextOn('#1F3A5F')).toBe('#ffffff')
    expect(readableTextOn('#FFE600')).toBe('#000000')
  })
})
