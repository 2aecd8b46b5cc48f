/**
 * A head-and-shoulders portrait as an agent would put on their card: a blurred office or garden
 * behind, a jacket or blouse, a face lit from one side and hair of one of a few styles. Skin, hair,
 * clothes and background follow from the picture's name.
 */
import { randomFor, type Random } from './random'
import { photoDefs, photoFile, photoFinish, shade, type SeedImage } from './render'

const skins = ['#f1c9a5', '#e0ac85', '#c68d67', '#f5d5bb', '#d9a07a', '#a8704d']
const hairs = ['#1d1714', '#2e211a', '#4a3325', '#6b4a32', '#15110f', '#8a6a4e']
const clothes = ['#1f2b3d', '#2f3136', '#5a6b7a', '#7a4b3a', '#31473b', '#e7e2da', '#3c3554']
const backgrounds: [string, string][] = [
  ['#b8c6d1', '#6f8596'],
  ['#d8cbb8', '#8d7b66'],
  ['#b9ccb1', '#5f7a58'],
  ['#d3d0cd', '#7c7873'],
]

export async function drawPortrait(name: string, width = 800, height = 800): Promise<SeedImage> {
  const r = randomFor(name)
  const skin = r.pick(skins)
  const hair = r.pick(hairs)
  const cloth = r.pick(clothes)
  const [bgLight, bgDark] = r.pick(backgrounds)
  const style = r.pick(['short', 'long', 'bob', 'side'] as const)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 800" preserveAspectRatio="xMidYMid slice">
  <defs>
    ${photoDefs(800)}
    <radialGradient id="bg" cx="0.35" cy="0.3" r="0.9">
      <stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${bgDark}"/>
    </radialGradient>
    <radialGradient id="skin" cx="0.38" cy="0.35" r="0.75">
      <stop offset="0" stop-color="${shade(skin, 0.22)}"/><stop offset="0.7" stop-color="${skin}"/><stop offset="1" stop-color="${shade(skin, -0.25)}"/>
    </radialGradient>
    <linearGradient id="neck" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(skin, -0.35)}"/><stop offset="0.6" stop-color="${shade(skin, -0.1)}"/>
    </linearGradient>
    <linearGradient id="hair" x1="0.2" y1="0" x2="0.8" y2="1">
      <stop offset="0" stop-color="${shade(hair, 0.28)}"/><stop offset="0.45" stop-color="${hair}"/><stop offset="1" stop-color="${shade(hair, -0.4)}"/>
    </linearGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(cloth, 0.2)}"/><stop offset="1" stop-color="${shade(cloth, -0.35)}"/>
    </linearGradient>
    <radialGradient id="blush" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#e0736a" stop-opacity="0.35"/><stop offset="1" stop-color="#e0736a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  ${bokeh(r)}
  ${style === 'long' || style === 'bob' ? hairBehind(style) : ''}
  <path d="M350,470 L450,470 L462,600 L338,600 Z" fill="url(#neck)"/>
  <path d="M90,800 C110,660 200,610 330,585 L400,650 L470,585 C600,610 690,660 710,800 Z" fill="url(#cloth)"/>
  ${cloth === '#e7e2da' ? '' : '<path d="M330,585 L400,700 L470,585 L452,580 L400,650 L348,580 Z" fill="#f3f1ec"/>'}
  <path d="M330,585 L360,800 L300,800 L250,640 Z" fill="#000" opacity="0.15"/>
  <path d="M470,585 L440,800 L500,800 L550,640 Z" fill="#000" opacity="0.22"/>
  <ellipse cx="282" cy="372" rx="24" ry="38" fill="${shade(skin, -0.12)}"/>
  <ellipse cx="518" cy="372" rx="24" ry="38" fill="${shade(skin, -0.2)}"/>
  <ellipse cx="400" cy="350" rx="122" ry="152" fill="url(#skin)"/>
  <path d="M400,470 Q455,470 490,430 Q470,500 400,502 Q330,500 310,430 Q345,470 400,470 Z" fill="#000" opacity="0.06"/>
  <ellipse cx="335" cy="400" rx="34" ry="22" fill="url(#blush)"/><ellipse cx="465" cy="400" rx="34" ry="22" fill="url(#blush)"/>
  ${face(r, hair)}
  ${hairFront(style)}
  ${photoFinish()}
</svg>`
  return photoFile(name, svg)
}

function bokeh(r: Random): string {
  return `<g filter="url(#blur)">${Array.from(
    { length: 9 },
    () =>
      `<circle cx="${r.between(0, 800)}" cy="${r.between(0, 520)}" r="${r.between(30, 90)}" fill="#fff" opacity="${r.between(0.12, 0.35).toFixed(2)}"/>`,
  ).join('')}</g>`
}

function face(r: Random, hair: string): string {
  const smile = r.between(10, 22)
  const brow = shade(hair, 0.1)
  const eye = (x: number) => `<ellipse cx="${x}" cy="352" rx="15" ry="9" fill="#fbf7f2"/>
    <circle cx="${x + 1}" cy="352" r="8" fill="#3a2a20"/><circle cx="${x + 1}" cy="352" r="4" fill="#120c09"/>
    <circle cx="${x + 4}" cy="349" r="2.2" fill="#fff"/>
    <path d="M${x - 17},349 Q${x},338 ${x + 17},349" stroke="#2a1d16" stroke-width="3.2" fill="none" stroke-linecap="round"/>`
  return `${eye(352)}${eye(448)}
    <path d="M327,318 Q350,305 378,314" stroke="${brow}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M422,314 Q450,305 473,318" stroke="${brow}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M402,362 Q396,402 386,412 Q400,420 414,412" stroke="#000" stroke-opacity="0.18" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M362,442 Q400,${442 + smile} 438,442 Q400,${450 + smile * 1.6} 362,442 Z" fill="#b5584f"/>
    <path d="M368,443 Q400,${444 + smile * 0.9} 432,443" stroke="#fff" stroke-opacity="0.85" stroke-width="5" fill="none" stroke-linecap="round"/>`
}

function hairBehind(style: 'long' | 'bob'): string {
  return style === 'long'
    ? '<path d="M262,330 C250,180 330,170 400,170 C470,170 550,180 538,330 C560,480 570,560 600,650 L200,650 C230,560 240,480 262,330 Z" fill="url(#hair)"/>'
    : '<path d="M266,330 C255,180 330,175 400,175 C470,175 545,180 534,330 C545,410 550,450 540,480 L260,480 C250,450 255,410 266,330 Z" fill="url(#hair)"/>'
}

function hairFront(style: 'short' | 'long' | 'bob' | 'side'): string {
  switch (style) {
    case 'short':
      return '<path d="M276,330 C262,210 330,178 405,180 C485,182 540,220 526,330 C515,280 490,250 470,245 C430,262 350,262 300,250 C288,270 280,300 276,330 Z" fill="url(#hair)"/>'
    case 'side':
      return '<path d="M278,340 C258,210 335,170 410,176 C495,182 545,230 524,340 C512,290 500,262 480,248 C420,280 360,250 330,246 C305,270 288,305 278,340 Z" fill="url(#hair)"/><path d="M330,246 C380,230 440,228 480,248" stroke="#000" stroke-opacity="0.25" stroke-width="3" fill="none"/>'
    case 'long':
    case 'bob':
      return '<path d="M274,360 C262,215 330,182 400,182 C472,182 540,215 526,360 C512,300 500,262 470,240 C440,270 380,272 340,250 C310,268 284,310 274,360 Z" fill="url(#hair)"/>'
  }
}
