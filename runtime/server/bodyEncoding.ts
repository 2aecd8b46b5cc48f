/**
 * How the server compresses a body it holds whole: which encoding a browser gets, at what effort, and
 * the Vary that says so. Shared by page compression (./compression.ts) and the build files kept in
 * memory (./staticFileMemory.ts).
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

export type BodyEncoding = 'br' | 'gzip'

/**
 * cheap: a body compressed for one request; hard: one compressed once and kept (a cached page);
 * best: a build file, kept for as long as the process runs it (brotli 11 up to 256 KB, the public
 * pages' files: 11 takes about 1.4 s of CPU per megabyte for 7 % less than 9, so larger files, the
 * admin's, get 9).
 */
export type Effort = 'cheap' | 'hard' | 'best'

const BEST_UP_TO_BYTES = 256 * 1024

/** Brotli, else gzip, else none, by the request's Accept-Encoding. */
export function preferredEncoding(acceptEncoding: unknown): BodyEncoding | null {
  const accepted = String(acceptEncoding ?? '')
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
}

/** A Vary header value that includes Accept-Encoding. */
export function varyOnEncoding(vary: unknown): string {
  const value = String(vary ?? '')
  return /accept-encoding/i.test(value) ? value : value ? `${value}, Accept-Encoding` : 'Accept-Encoding'
}

function options(body: Buffer, encoding: BodyEncoding, effort: Effort): zlib.BrotliOptions | zlib.ZlibOptions {
  if (encoding === 'gzip') return { level: effort === 'cheap' ? 5 : 9 }
  const quality = effort === 'cheap' ? 4 : effort === 'best' && body.length <= BEST_UP_TO_BYTES ? 11 : 9
  return { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }
}

export function encodeSync(body: Buffer, encoding: BodyEncoding, effort: Effort): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, options(body, encoding, effort))
    : zlib.gzipSync(body, options(body, encoding, effort))
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Off the event loop (libuv's thread pool). */
export function encode(body: Buffer, encoding: BodyEncoding, effort: Effort): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, options(body, encoding, effort)) : gzip(body, options(body, encoding, effort))
}
