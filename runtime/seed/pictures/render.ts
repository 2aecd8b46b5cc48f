/** SVG drawings to the files the seed uploads (Media re-encodes every upload as webp). */
import sharp from 'sharp'

export type SeedImage = { data: Buffer; mimetype: string; name: string; size: number }

/**
 * A photograph-like drawing, saved as JPEG, as a camera would hand it over. Drawn at half the size and
 * enlarged: a quarter of the work for librsvg's blurs (the seed draws some fifty pictures before every
 * test run), and the slight softness a photo has anyway.
 */
export async function photoFile(name: string, svg: string): Promise<SeedImage> {
  const { width = 1200, height = 800 } = await sharp(Buffer.from(svg)).metadata()
  const half = await sharp(Buffer.from(svg), { density: 36 }).png({ compressionLevel: 0 }).toBuffer()
  const data = await sharp(half).resize(width, height, { kernel: 'lanczos3' }).jpeg({ quality: 86 }).toBuffer()
  return { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length }
}

/** A flat drawing (a logo, a picture of a page): PNG keeps its edges crisp. */
export async function drawingFile(name: string, svg: string): Promise<SeedImage> {
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }
}

/**
 * Filters shared by the photo-like drawings: a soft shadow, a lens blur for backgrounds, a vignette.
 */
export function photoDefs(width: number): string {
  return `
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${Math.round(width / 120)}"/></filter>
    <filter id="blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${Math.round(width / 60)}"/></filter>
    <radialGradient id="vignette" cx="50%" cy="50%" r="75%">
      <stop offset="60%" stop-color="#000" stop-opacity="0"/>
      <stop offset="100%" stop-color="#000" stop-opacity="0.38"/>
    </radialGradient>`
}

/** The last layer of a photo-like drawing: a vignette, as a lens would leave it. */
export function photoFinish(): string {
  return `<rect width="100%" height="100%" fill="url(#vignette)"/>`
}

/** Text for an SVG <text> node: Latin only (every machine has a Latin font), XML-escaped. */
export const svgText = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A colour moved towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.replace('#', ''), 16)
  const channel = (shift: number) => {
    const c = (value >> shift) & 255
    const moved = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)
    return Math.round(Math.max(0, Math.min(255, moved)))
  }
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}
