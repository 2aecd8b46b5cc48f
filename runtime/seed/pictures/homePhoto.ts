/**
 * A house seen from the street at some hour of the day: sky, sun, hazy hills, trees, lawn and a
 * lit house with its windows, shadows and grain. Which house, which hour and which trees follow
 * from the picture's name, so every demo home looks different.
 */
import { randomFor, type Random } from './random'
import { photoDefs, photoFile, photoFinish, shade, type SeedImage } from './render'

type Hour = { sky: [string, string, string]; sun: { x: number; y: number; color: string; glow: number }; light: number; windows: string }

const hours: Hour[] = [
  // golden hour
  { sky: ['#41709f', '#e9a877', '#f8dcae'], sun: { x: 980, y: 430, color: '#ffe2a8', glow: 0.85 }, light: 0.18, windows: '#ffcf7a' },
  // clear midday
  { sky: ['#3f7fc8', '#8fc0ea', '#dcecf7'], sun: { x: 220, y: 90, color: '#fffbe8', glow: 0.5 }, light: 0.3, windows: '#cfe3f3' },
  // dusk, lights on
  { sky: ['#1c2750', '#6d4a7c', '#f09a66'], sun: { x: 300, y: 520, color: '#ffb27a', glow: 0.7 }, light: -0.15, windows: '#ffc463' },
]

const walls = ['#efe6d8', '#f4f1ea', '#d9cbb5', '#c9d3d6', '#e8ddd0', '#b9a58c']
const roofs = ['#3b3f45', '#5b4636', '#2f3a45', '#6b3f32']

export async function drawHomePhoto(name: string, width = 1200, height = 800): Promise<SeedImage> {
  const r = randomFor(name)
  const hour = r.pick(hours)
  const wall = r.pick(walls)
  const roof = r.pick(roofs)
  const modern = r.next() < 0.5
  const houseX = r.between(330, 470)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">
  <defs>
    ${photoDefs(1200)}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hour.sky[0]}"/><stop offset="0.55" stop-color="${hour.sky[1]}"/><stop offset="1" stop-color="${hour.sky[2]}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${hour.sun.color}" stop-opacity="1"/><stop offset="0.12" stop-color="${hour.sun.color}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${hour.sun.color}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade('#6f9a45', hour.light)}"/><stop offset="1" stop-color="${shade('#2f5a24', hour.light)}"/>
    </linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="${shade(wall, hour.light + 0.08)}"/><stop offset="1" stop-color="${shade(wall, hour.light - 0.22)}"/>
    </linearGradient>
    <linearGradient id="wallSide" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${shade(wall, hour.light - 0.3)}"/><stop offset="1" stop-color="${shade(wall, hour.light - 0.4)}"/>
    </linearGradient>
    <linearGradient id="roof" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(roof, 0.15)}"/><stop offset="1" stop-color="${shade(roof, -0.3)}"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${shade(hour.windows, 0.35)}"/><stop offset="0.6" stop-color="${hour.windows}"/><stop offset="1" stop-color="${shade(hour.windows, -0.35)}"/>
    </linearGradient>
    <linearGradient id="drive" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade('#b9b3aa', hour.light)}"/><stop offset="1" stop-color="${shade('#807a72', hour.light)}"/>
    </linearGradient>
    <radialGradient id="leaf" cx="0.35" cy="0.3" r="0.75">
      <stop offset="0" stop-color="${shade('#6f9b4a', hour.light)}"/><stop offset="1" stop-color="${shade('#1f4023', hour.light)}"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  ${clouds(r)}
  <circle cx="${hour.sun.x}" cy="${hour.sun.y}" r="${260 * hour.sun.glow + 80}" fill="url(#sun)"/>
  ${hills(r, hour)}
  <rect y="560" width="1200" height="240" fill="url(#lawn)"/>
  ${trees(r, 'back', houseX)}
  <ellipse cx="${houseX + 270}" cy="600" rx="360" ry="34" fill="#000" opacity="0.35" filter="url(#soft)"/>
  ${modern ? modernHouse(houseX) : gableHouse(houseX)}
  <polygon points="${houseX + 370},590 ${houseX + 520},590 ${houseX + 700},800 ${houseX + 330},800" fill="url(#drive)"/>
  ${hedges(r, houseX)}
  ${trees(r, 'front', houseX)}
  ${hour.light < 0 ? `<rect width="1200" height="800" fill="#1a1030" opacity="0.18"/>` : ''}
  <circle cx="${hour.sun.x}" cy="${hour.sun.y}" r="${hour.sun.glow * 520}" fill="url(#sun)" opacity="0.35"/>
  ${photoFinish()}
</svg>`
  return photoFile(name, svg)
}

function clouds(r: Random): string {
  return Array.from({ length: 5 }, () => {
    const x = r.between(0, 1200)
    const y = r.between(60, 260)
    const w = r.between(120, 260)
    return `<g filter="url(#blur)" opacity="${r.between(0.25, 0.5).toFixed(2)}" fill="#fff">
      <ellipse cx="${x}" cy="${y}" rx="${w}" ry="${w / 5}"/><ellipse cx="${x + w * 0.3}" cy="${y - w / 8}" rx="${w / 2}" ry="${w / 6}"/></g>`
  }).join('')
}

function hills(r: Random, hour: Hour): string {
  return [0, 1, 2]
    .map((layer) => {
      const base = 470 + layer * 40
      const colour = shade(layer === 2 ? '#4d6b3c' : '#6a7f8f', layer === 2 ? hour.light : 0.35 - layer * 0.15)
      const points = Array.from({ length: 7 }, (_, i) => `${i * 200},${base - r.between(10, 90 - layer * 20)}`)
      return `<path d="M0,600 L${points.map((p, i) => (i === 0 ? p : `Q${i * 200 - 100},${base - r.between(0, 110)} ${p}`)).join(' ')} L1200,600 Z"
        fill="${colour}" opacity="${0.55 + layer * 0.2}" filter="url(#soft)"/>`
    })
    .join('')
}

function tree(x: number, y: number, size: number, r: Random): string {
  const blobs = Array.from({ length: 6 }, () => {
    const dx = r.between(-0.6, 0.6) * size
    const dy = r.between(-1.4, -0.3) * size
    return `<circle cx="${x + dx}" cy="${y + dy}" r="${r.between(0.45, 0.75) * size}" fill="url(#leaf)"/>`
  }).join('')
  return `<ellipse cx="${x + size * 0.5}" cy="${y + 8}" rx="${size * 1.1}" ry="${size * 0.16}" fill="#000" opacity="0.3" filter="url(#soft)"/>
    <rect x="${x - size * 0.07}" y="${y - size * 0.6}" width="${size * 0.14}" height="${size * 0.62}" fill="#4a3527"/>${blobs}`
}

function trees(r: Random, row: 'back' | 'front', houseX: number): string {
  if (row === 'back') {
    return [houseX - 60, houseX + 640, r.between(40, 200), r.between(1000, 1150)].map((x) => tree(x, 575, r.between(55, 85), r)).join('')
  }
  return [r.between(20, 160), r.between(1040, 1180)].map((x) => tree(x, r.between(720, 780), r.between(110, 150), r)).join('')
}

function hedges(r: Random, houseX: number): string {
  return Array.from({ length: 9 }, (_, i) => {
    const x = houseX - 40 + i * 48
    if (x > houseX + 330 && x < houseX + 540) return ''
    return `<ellipse cx="${x}" cy="${r.between(600, 608)}" rx="${r.between(30, 40)}" ry="${r.between(20, 28)}" fill="url(#leaf)"/>`
  }).join('')
}

function windowPane(x: number, y: number, w: number, h: number, bars = 1): string {
  const mullions = Array.from(
    { length: bars },
    (_, i) => `<rect x="${x + ((i + 1) * w) / (bars + 1) - 2}" y="${y}" width="4" height="${h}" fill="#2b2b2b"/>`,
  ).join('')
  return `<rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" fill="#2b2b2b"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"/>
    <polygon points="${x},${y} ${x + w * 0.35},${y} ${x},${y + h * 0.6}" fill="#fff" opacity="0.18"/>${mullions}`
}

function modernHouse(x: number): string {
  return `<rect x="${x}" y="400" width="540" height="195" fill="url(#wall)"/>
    <rect x="${x + 540}" y="410" width="40" height="185" fill="url(#wallSide)"/>
    <rect x="${x + 70}" y="262" width="330" height="140" fill="url(#wall)"/>
    <rect x="${x + 400}" y="270" width="30" height="132" fill="url(#wallSide)"/>
    <rect x="${x + 50}" y="248" width="400" height="16" fill="url(#roof)"/>
    <rect x="${x - 20}" y="388" width="620" height="16" fill="url(#roof)"/>
    <rect x="${x + 70}" y="402" width="400" height="10" fill="#000" opacity="0.18"/>
    ${windowPane(x + 100, 292, 200, 90, 2)}
    ${windowPane(x + 320, 292, 60, 90, 0)}
    ${windowPane(x + 30, 440, 180, 130, 2)}
    <rect x="${x + 232}" y="450" width="70" height="145" fill="#5a3b27"/><rect x="${x + 290}" y="515" width="5" height="20" fill="#d8c8a0"/>
    <rect x="${x + 340}" y="455" width="180" height="140" fill="${shade('#8f8a84', -0.1)}"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${x + 340}" y="${455 + i * 23}" width="180" height="2" fill="#000" opacity="0.2"/>`).join('')}
    <rect x="${x - 10}" y="590" width="600" height="10" fill="#8a8580"/>`
}

function gableHouse(x: number): string {
  return `<rect x="${x}" y="380" width="520" height="215" fill="url(#wall)"/>
    <rect x="${x + 520}" y="395" width="40" height="200" fill="url(#wallSide)"/>
    <polygon points="${x - 30},390 ${x + 260},230 ${x + 550},390" fill="url(#roof)"/>
    <polygon points="${x + 550},390 ${x + 260},230 ${x + 290},230 ${x + 585},400" fill="${shade('#2a2a2a', 0)}" opacity="0.7"/>
    <rect x="${x + 380}" y="250" width="36" height="90" fill="${shade('#8a5a44', -0.1)}"/>
    ${windowPane(x + 215, 300, 90, 60, 1)}
    ${windowPane(x + 40, 430, 120, 110, 1)}
    ${windowPane(x + 360, 430, 120, 110, 1)}
    <rect x="${x + 215}" y="440" width="90" height="155" fill="#3e2a1e"/><rect x="${x + 222}" y="447" width="76" height="60" fill="url(#glass)" opacity="0.7"/>
    <rect x="${x + 195}" y="428" width="130" height="12" fill="url(#roof)"/>
    <rect x="${x - 10}" y="590" width="580" height="10" fill="#8a8580"/>`
}
