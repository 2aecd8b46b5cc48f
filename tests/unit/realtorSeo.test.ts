import { describe, expect, it } from 'vitest'

import { generateRealtorDescription, generateRealtorImage, generateRealtorTitle } from '@/collections/Realtors/seo'

const args = (doc: object) => ({ doc, req: {} as never, locale: 'en' }) as never

describe('SEO generate buttons', () => {
  it('title: name and licence number', () => {
    expect(generateRealtorTitle(args({ displayName: 'Hana Kim', licenseNumber: '0123' }))).toBe('Hana Kim · DRE 0123')
    expect(generateRealtorTitle(args({ displayName: 'Hana Kim' }))).toBe('Hana Kim')
  })

  it('description: about-me on one line, cut under 160 characters', () => {
    expect(generateRealtorDescription(args({ aboutMe: 'Hello\n\nworld' }))).toBe('Hello world')
    const long = generateRealtorDescription(args({ aboutMe: 'a'.repeat(300) })) as string
    expect(long.length).toBe(155)
    expect(long.endsWith('...')).toBe(true)
  })

  it('image: the ogImage photo, else the top photo', () => {
    const photos = [
      { kind: 'top', image: 7 },
      { kind: 'ogImage', image: { id: 9 } },
    ]
    expect(generateRealtorImage(args({ photos }))).toBe(9)
    expect(generateRealtorImage(args({ photos: [photos[0]] }))).toBe(7)
  })
})
