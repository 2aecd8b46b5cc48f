/** An agent's or a lender's mark: their initials under a roof line, on a rounded tile of their colour. */
import { drawingFile, shade, svgText, type SeedImage } from './render'

export async function drawLogo(name: string, initials: string, colour: string, width = 600, height = 600): Promise<SeedImage> {
  const size = Math.min(width, height)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(colour, 0.2)}"/><stop offset="1" stop-color="${shade(colour, -0.35)}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" rx="${size * 0.18}" fill="url(#tile)"/>
  <path d="M${width / 2 - size * 0.26},${height * 0.42} L${width / 2},${height * 0.22} L${width / 2 + size * 0.26},${height * 0.42}"
    stroke="#fff" stroke-width="${size * 0.045}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="${width / 2}" y="${height * 0.72}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="700"
    font-size="${size * 0.26}" letter-spacing="${size * 0.01}" fill="#fff">${svgText(initials)}</text>
</svg>`
  return drawingFile(name, svg)
}
