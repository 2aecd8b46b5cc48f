/**
 * Static twins: each measured response saved as a file under public/__bench/ and served by the same
 * server, the physical limit of that server for those bytes.
 *
 * `next start` lists public/ once at startup and only serves files on that list (in production
 * next/dist/server/lib/router-utils/filesystem.js reads the folder when it starts, and only `next dev`
 * checks the disk per request): a file created later answers 404. So the twins are created as
 * placeholders before the server starts and filled once it serves the pages; the content itself is
 * read from disk per request, which fill() verifies byte for byte.
 */
import fs from 'node:fs'
import path from 'node:path'

import { getOk } from './http'

const PUBLIC_DIR = 'public'
const TWIN_DIR = path.join(PUBLIC_DIR, '__bench')

export type Twin = {
  /** file name under public/__bench/, which sets its content type */
  file: string
  /** what it copies: a page or API response of the running server */
  source: { path: string; host?: string }
}

export class StaticTwins {
  private createdPublicDir = false

  constructor(readonly twins: Twin[]) {}

  urlPath(twin: Twin): string {
    return `/__bench/${twin.file}`
  }

  /** Before the server starts. */
  createPlaceholders(): void {
    this.createdPublicDir = !fs.existsSync(PUBLIC_DIR)
    fs.mkdirSync(TWIN_DIR, { recursive: true })
    for (const twin of this.twins) fs.writeFileSync(path.join(TWIN_DIR, twin.file), 'placeholder\n')
  }

  /** Copies each source response into its twin and checks the server now serves those bytes. */
  async fill(origin: string): Promise<void> {
    for (const twin of this.twins) {
      const body = await getOk(`${origin}${twin.source.path}`, twin.source.host)
      fs.writeFileSync(path.join(TWIN_DIR, twin.file), body)
      const served = await getOk(`${origin}${this.urlPath(twin)}`, twin.source.host)
      if (!served.equals(body)) {
        throw new Error(`the server does not serve the new content of ${this.urlPath(twin)}`)
      }
      console.log(`[bench] static twin ${this.urlPath(twin)}: ${body.length} bytes of ${twin.source.path}`)
    }
  }

  remove(): void {
    fs.rmSync(TWIN_DIR, { recursive: true, force: true })
    if (this.createdPublicDir && fs.existsSync(PUBLIC_DIR) && fs.readdirSync(PUBLIC_DIR).length === 0) {
      fs.rmdirSync(PUBLIC_DIR)
    }
  }
}
