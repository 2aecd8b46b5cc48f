/** Demo pictures drawn on the fly with sharp, so the repo ships no binaries. */
import sharp from 'sharp'

export type SeedImage = { data: Buffer; mimetype: string; name: string; size: number }

export async function drawImage(name: string, color: string, width = 1200, height = 800): Promise<SeedImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${color}"/>
    <polygon points="${width * 0.3},${height * 0.55} ${width * 0.5},${height * 0.3} ${width * 0.7},${height * 0.55}" fill="#ffffff" opacity="0.85"/>
    <rect x="${width * 0.36}" y="${height * 0.55}" width="${width * 0.28}" height="${height * 0.25}" fill="#ffffff" opacity="0.85"/>
  </svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }
}
