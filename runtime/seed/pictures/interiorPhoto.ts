/**
 * A living room in daylight: a wall, a wooden floor in perspective, a tall window throwing light
 * on the floor, a sofa with cushions, a rug, a coffee table, a plant, a picture and a lamp. Colours
 * and the window's side follow from the picture's name.
 */
import { randomFor, type Random } from './random'
import { photoDefs, photoFile, photoFinish, shade, type SeedImage } from './render'

const wallColours = ['#e9e2d6', '#dfe5e4', '#efe9e1', '#d8d2c8', '#e6dccd']
const sofaColours = ['#6d7f8c', '#a4876b', '#5c6b5a', '#b9b1a6', '#3f4d63', '#8c5b4a']
const accents = ['#d98c5f', '#e2c275', '#7a9bb5', '#b5677a', '#7fa38a']
const floors = ['#b58a5e', '#9c7048', '#c9a57c', '#8a6a4f']

export async function drawInteriorPhoto(name: string, width = 1200, height = 800): Promise<SeedImage> {
  const r = randomFor(name)
  const wall = r.pick(wallColours)
  const sofa = r.pick(sofaColours)
  const floor = r.pick(floors)
  const windowLeft = r.next() < 0.5
  const wx = windowLeft ? 70 : 830
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">
  <defs>
    ${photoDefs(1200)}
    <linearGradient id="wall" x1="${windowLeft ? 0 : 1}" y1="0" x2="${windowLeft ? 1 : 0}" y2="0.2">
      <stop offset="0" stop-color="${shade(wall, 0.25)}"/><stop offset="1" stop-color="${shade(wall, -0.18)}"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(floor, -0.25)}"/><stop offset="1" stop-color="${shade(floor, 0.08)}"/>
    </linearGradient>
    <linearGradient id="outside" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#cfe6f7"/><stop offset="0.6" stop-color="#f4f8fb"/><stop offset="1" stop-color="#b9cfa8"/>
    </linearGradient>
    <linearGradient id="beam" x1="${windowLeft ? 0 : 1}" y1="0" x2="${windowLeft ? 1 : 0}" y2="1">
      <stop offset="0" stop-color="#fff8e6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff8e6" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="sofa" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(sofa, 0.18)}"/><stop offset="1" stop-color="${shade(sofa, -0.3)}"/>
    </linearGradient>
    <linearGradient id="sofaSeat" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(sofa, 0.3)}"/><stop offset="1" stop-color="${shade(sofa, -0.05)}"/>
    </linearGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#8a5f3d"/><stop offset="1" stop-color="#4b3121"/>
    </linearGradient>
    <radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffe7b0" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe7b0" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="art" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${r.pick(accents)}"/><stop offset="0.5" stop-color="${shade(wall, 0.3)}"/><stop offset="1" stop-color="${r.pick(accents)}"/>
    </linearGradient>
    <radialGradient id="leaf" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#7fae5a"/><stop offset="1" stop-color="#2c5a2a"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="560" fill="url(#wall)"/>
  <rect y="540" width="1200" height="22" fill="${shade(wall, 0.35)}"/>
  <polygon points="0,560 1200,560 1200,800 0,800" fill="url(#floor)"/>
  ${planks()}
  ${windowFrame(wx)}
  <polygon points="${wx},120 ${wx + 300},120 ${windowLeft ? 900 : 1100},800 ${windowLeft ? 100 : 300},800" fill="url(#beam)" filter="url(#soft)"/>
  <rect x="${windowLeft ? 520 : 180}" y="150" width="${r.between(170, 230)}" height="150" fill="#f7f3ec" stroke="#2d2a26" stroke-width="8"/>
  <rect x="${windowLeft ? 540 : 200}" y="170" width="${r.between(130, 160)}" height="110" fill="url(#art)"/>
  ${lamp(windowLeft ? 1000 : 160)}
  <ellipse cx="600" cy="720" rx="430" ry="62" fill="${shade(r.pick(accents), 0.45)}" opacity="0.9"/>
  <ellipse cx="600" cy="720" rx="400" ry="52" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>
  ${sofaShape(windowLeft ? 440 : 300, r)}
  <ellipse cx="600" cy="735" rx="190" ry="22" fill="#000" opacity="0.35" filter="url(#soft)"/>
  <rect x="430" y="668" width="340" height="20" rx="6" fill="url(#wood)"/>
  <rect x="448" y="688" width="12" height="48" fill="#3b261a"/><rect x="740" y="688" width="12" height="48" fill="#3b261a"/>
  <rect x="520" y="648" width="70" height="20" rx="3" fill="${r.pick(accents)}"/><circle cx="680" cy="655" r="14" fill="#f2efe8"/>
  ${plant(windowLeft ? 1080 : 120, r)}
  ${photoFinish()}
</svg>`
  return photoFile(name, svg)
}

function planks(): string {
  // Boards run towards a vanishing point above the middle of the room.
  return Array.from({ length: 15 }, (_, i) => {
    const bottom = -200 + i * 115
    const top = 600 + (bottom - 600) * 0.35
    return `<line x1="${top}" y1="560" x2="${bottom}" y2="800" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`
  }).join('')
}

function windowFrame(x: number): string {
  return `<rect x="${x - 14}" y="106" width="328" height="448" fill="#f7f5f0"/>
    <rect x="${x}" y="120" width="300" height="420" fill="url(#outside)"/>
    <g filter="url(#blur)"><circle cx="${x + 60}" cy="470" r="70" fill="#6f9a55"/><circle cx="${x + 200}" cy="500" r="90" fill="#88ad63"/><circle cx="${x + 270}" cy="430" r="60" fill="#5f8a4a"/></g>
    <rect x="${x + 146}" y="120" width="8" height="420" fill="#f7f5f0"/><rect x="${x}" y="320" width="300" height="8" fill="#f7f5f0"/>
    <rect x="${x - 24}" y="548" width="348" height="14" fill="#ece8e0"/>`
}

function sofaShape(x: number, r: Random): string {
  const cushions = [0, 1, 2]
    .map((i) => {
      const cx = x + 120 + i * 150 + r.between(-20, 20)
      const tilt = r.between(-14, 14).toFixed(1)
      return `<rect x="${cx}" y="490" width="110" height="90" rx="22" fill="${r.pick(accents)}" transform="rotate(${tilt} ${cx + 55} 535)"/>`
    })
    .join('')
  return `<ellipse cx="${x + 260}" cy="660" rx="330" ry="26" fill="#000" opacity="0.4" filter="url(#soft)"/>
    <rect x="${x}" y="460" width="520" height="170" rx="30" fill="url(#sofa)"/>
    <rect x="${x + 30}" y="560" width="460" height="70" rx="18" fill="url(#sofaSeat)"/>
    <rect x="${x - 40}" y="520" width="80" height="120" rx="28" fill="url(#sofa)"/>
    <rect x="${x + 480}" y="520" width="80" height="120" rx="28" fill="url(#sofa)"/>
    ${cushions}
    <rect x="${x + 10}" y="640" width="14" height="22" fill="#2b2018"/><rect x="${x + 500}" y="640" width="14" height="22" fill="#2b2018"/>`
}

function lamp(x: number): string {
  return `<line x1="${x}" y1="0" x2="${x}" y2="150" stroke="#2d2a26" stroke-width="3"/>
    <circle cx="${x}" cy="190" r="150" fill="url(#lamp)" opacity="0.6"/>
    <path d="M${x - 60},200 Q${x},120 ${x + 60},200 Z" fill="#2d2a26"/><ellipse cx="${x}" cy="200" rx="60" ry="8" fill="#ffe7b0"/>`
}

function plant(x: number, r: Random): string {
  const leaves = Array.from({ length: 11 }, () => {
    const angle = r.between(-70, 70)
    const length = r.between(70, 130)
    return `<ellipse cx="${x}" cy="${620 - length / 2}" rx="${length / 5}" ry="${length / 2}" fill="url(#leaf)" transform="rotate(${angle.toFixed(1)} ${x} 620)"/>`
  }).join('')
  return `<ellipse cx="${x}" cy="742" rx="80" ry="14" fill="#000" opacity="0.35" filter="url(#soft)"/>${leaves}
    <polygon points="${x - 55},620 ${x + 55},620 ${x + 42},740 ${x - 42},740" fill="#e9e4da"/>
    <polygon points="${x + 20},620 ${x + 55},620 ${x + 42},740 ${x + 14},740" fill="#000" opacity="0.12"/>`
}
