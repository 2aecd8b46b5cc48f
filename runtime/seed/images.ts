/**
 * Demo pictures drawn on the fly with sharp, so the repo ships no binaries: homes, rooms, portraits
 * and logos (runtime/seed/pictures/), a still picture of an agent's page for the landing's showcase
 * and the landing's share card.
 */
import { drawHomePhoto } from './pictures/homePhoto'
import { drawInteriorPhoto } from './pictures/interiorPhoto'
import { drawLogo } from './pictures/logo'
import { drawPortrait } from './pictures/portrait'
import { drawingFile, svgText, type SeedImage } from './pictures/render'

export type { SeedImage }
export { drawHomePhoto, drawInteriorPhoto, drawLogo, drawPortrait }

/** The kinds of photo an agent has (the realtor's photos field). */
export type PhotoKind = 'top' | 'id' | 'logo' | 'gallery' | 'ogImage'

/** Drawings already made in this run, by name and size: the showcase's pictures of pages reuse the agents' photos. */
const drawn = new Map<string, Promise<SeedImage>>()

/**
 * One of an agent's photos, named `{desiredUrl}-{kind}[-n]`: a house for the cover and the share
 * card, a portrait, their initials as a logo, rooms and houses in turn for the gallery.
 */
export function drawAgentPhoto(
  name: string,
  kind: PhotoKind,
  look: { initials: string; color: string; index?: number; size?: [number, number] },
): Promise<SeedImage> {
  const key = `${name} ${look.size?.join('x') ?? ''}`
  let drawing = drawn.get(key)
  if (!drawing) {
    drawing = draw(name, kind, look)
    drawn.set(key, drawing)
  }
  return drawing
}

function draw(name: string, kind: PhotoKind, look: { initials: string; color: string; index?: number; size?: [number, number] }) {
  const [width, height] = look.size ?? []
  switch (kind) {
    case 'top':
      return drawHomePhoto(name, width, height)
    case 'ogImage':
      return drawHomePhoto(name, width ?? 1200, height ?? 630)
    case 'id':
      return drawPortrait(name, width ?? 800, height ?? 800)
    case 'logo':
      return drawLogo(name, look.initials, look.color, width, height)
    case 'gallery':
      return (look.index ?? 0) % 2 === 0 ? drawInteriorPhoto(name, width, height) : drawHomePhoto(name, width, height)
  }
}

export type PageLook = {
  name: string
  address: string
  color: string
  darkDesign?: boolean
  darkContent?: boolean
  /** The agent's cover and portrait (JPEG), drawn into the picture where their page shows them. */
  banner?: Buffer
  portrait?: Buffer
}

const dataUri = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`

/**
 * The still picture of an agent's page for the landing showcase, shown until the live page has
 * loaded in its place (components/landing/Showcase.tsx) and wherever it cannot: their header in
 * their colour (black with a coloured rule in the dark design mode), their cover photo, portrait
 * and name, and three listing cards, on a dark page in the dark content mode. Drawn, not captured:
 * the seed runs without a browser.
 */
export async function drawPagePicture(fileName: string, look: PageLook, width = 1200, height = 750): Promise<SeedImage> {
  const page = look.darkContent ? '#111820' : '#ffffff'
  const ink = look.darkContent ? '#e8edf2' : '#16202c'
  const faint = look.darkContent ? '#2c3640' : '#e3e7ec'
  const header = look.darkDesign ? '#000000' : look.color
  const cards = [0, 1, 2]
    .map((i) => {
      const x = 60 + i * 370
      const photo = look.banner
        ? `<image href="${dataUri(look.banner)}" x="${x + 20}" y="540" width="300" height="110" preserveAspectRatio="xMidYMid slice" clip-path="url(#card${i})"/>`
        : `<rect x="${x + 20}" y="540" width="300" height="110" rx="8" fill="${look.color}" opacity="0.55"/>`
      return `<clipPath id="card${i}"><rect x="${x + 20}" y="540" width="300" height="110" rx="8"/></clipPath>
        <rect x="${x}" y="520" width="340" height="190" rx="14" fill="${faint}"/>${photo}
        <rect x="${x + 20}" y="666" width="160" height="14" rx="7" fill="${ink}" opacity="0.6"/>`
    })
    .join('')
  const banner = look.banner
    ? `<image href="${dataUri(look.banner)}" x="0" y="82" width="${width}" height="200" preserveAspectRatio="xMidYMid slice"/>`
    : `<rect x="0" y="82" width="100%" height="200" fill="${look.color}" opacity="0.35"/>`
  const portrait = look.portrait
    ? `<clipPath id="face"><circle cx="160" cy="300" r="82"/></clipPath>
       <image href="${dataUri(look.portrait)}" x="78" y="218" width="164" height="164" clip-path="url(#face)"/>
       <circle cx="160" cy="300" r="82" fill="none" stroke="${page}" stroke-width="8"/>`
    : `<circle cx="160" cy="300" r="82" fill="#c9b79c" stroke="${page}" stroke-width="8"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${page}"/>
    <rect width="100%" height="76" fill="${header}"/>
    ${look.darkDesign ? `<rect y="76" width="100%" height="6" fill="${look.color}"/>` : ''}
    <text x="60" y="49" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${svgText(look.name)}</text>
    <text x="${width - 60}" y="48" text-anchor="end" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="#ffffff" opacity="0.85">${svgText(look.address)}</text>
    ${banner}
    ${portrait}
    <text x="270" y="345" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="${ink}">${svgText(look.name)}</text>
    <rect x="270" y="370" width="560" height="16" rx="8" fill="${ink}" opacity="0.35"/>
    <rect x="270" y="398" width="480" height="16" rx="8" fill="${ink}" opacity="0.35"/>
    <rect x="270" y="438" width="170" height="48" rx="10" fill="${look.color}"/>
    <rect x="456" y="438" width="170" height="48" rx="10" fill="none" stroke="${look.color}" stroke-width="3"/>
    ${cards}
  </svg>`
  return drawingFile(fileName, svg)
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
  return drawingFile('landing-share', svg)
}
