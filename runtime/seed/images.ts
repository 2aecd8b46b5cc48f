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

/** Text for an SVG <text> node: Latin only (every machine has a Latin font), XML-escaped. */
const svgText = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

export type PageLook = { name: string; address: string; color: string; darkDesign?: boolean; darkContent?: boolean }

/**
 * A picture of an agent's page for the landing showcase: their header in their colour (black with a
 * coloured rule in the dark design mode), a banner, their name, a profile and three listing cards, on
 * a dark page in the dark content mode. Drawn, not captured: the seed runs without a browser.
 */
export async function drawPagePicture(fileName: string, look: PageLook, width = 1200, height = 750): Promise<SeedImage> {
  const page = look.darkContent ? '#111820' : '#ffffff'
  const ink = look.darkContent ? '#e8edf2' : '#16202c'
  const faint = look.darkContent ? '#2c3640' : '#e3e7ec'
  const header = look.darkDesign ? '#000000' : look.color
  const cards = [0, 1, 2]
    .map((i) => {
      const x = 60 + i * 370
      return `<rect x="${x}" y="520" width="340" height="190" rx="14" fill="${faint}"/>
        <rect x="${x + 20}" y="540" width="300" height="110" rx="8" fill="${look.color}" opacity="0.55"/>
        <rect x="${x + 20}" y="666" width="160" height="14" rx="7" fill="${ink}" opacity="0.6"/>`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${page}"/>
    <rect width="100%" height="76" fill="${header}"/>
    ${look.darkDesign ? `<rect y="76" width="100%" height="6" fill="${look.color}"/>` : ''}
    <text x="60" y="49" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${svgText(look.name)}</text>
    <text x="${width - 60}" y="48" text-anchor="end" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="#ffffff" opacity="0.85">${svgText(look.address)}</text>
    <rect x="0" y="82" width="100%" height="200" fill="${look.color}" opacity="0.35"/>
    <circle cx="160" cy="300" r="82" fill="#c9b79c" stroke="${page}" stroke-width="8"/>
    <text x="270" y="345" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="${ink}">${svgText(look.name)}</text>
    <rect x="270" y="370" width="560" height="16" rx="8" fill="${ink}" opacity="0.35"/>
    <rect x="270" y="398" width="480" height="16" rx="8" fill="${ink}" opacity="0.35"/>
    <rect x="270" y="438" width="170" height="48" rx="10" fill="${look.color}"/>
    <rect x="456" y="438" width="170" height="48" rx="10" fill="none" stroke="${look.color}" stroke-width="3"/>
    ${cards}
  </svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: `${fileName}.png`, size: data.length }
}

/** The landing's share card (1200 x 630, the size Facebook, KakaoTalk and X lay out best). */
export async function drawShareImage(width = 1200, height = 630): Promise<SeedImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#1f3a5f"/>
    <rect x="640" y="90" width="480" height="450" rx="24" fill="#ffffff"/>
    <rect x="640" y="90" width="480" height="64" rx="24" fill="#0b2545"/>
    <rect x="640" y="130" width="480" height="24" fill="#0b2545"/>
    <circle cx="720" cy="230" r="44" fill="#c9b79c"/>
    <rect x="786" y="206" width="290" height="18" rx="9" fill="#16202c" opacity="0.5"/>
    <rect x="786" y="238" width="220" height="14" rx="7" fill="#16202c" opacity="0.3"/>
    <rect x="676" y="320" width="128" height="150" rx="12" fill="#8aa1b1"/>
    <rect x="816" y="320" width="128" height="150" rx="12" fill="#b18a8a"/>
    <rect x="956" y="320" width="128" height="150" rx="12" fill="#9cb18a"/>
    <text x="80" y="260" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Built for</text>
    <text x="80" y="340" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Realtors</text>
    <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#ffffff" opacity="0.85">Realtor Homepages</text>
  </svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: 'landing-share.png', size: data.length }
}
