// Plain JavaScript so next.config.mjs (Next's image optimizer) and the upload
// check (src/collections/Media/imageChecks.ts) share one number.

/**
 * Largest image accepted, in pixels: a 50-megapixel camera's photo (8688 x 5792
 * = 50.3 million) fits, a decompression bomb (16000 x 16000 = 256 million, 1 GB
 * once decoded) does not. Decoded, this limit is about 200 MB of RGBA.
 */
export const MAX_IMAGE_PIXELS = 51_000_000

/** Uploads larger than this are refused with 413 (payload.config.ts); also the optimizer's cap on an original. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
