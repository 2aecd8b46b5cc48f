/**
 * Before Payload decodes an upload: its pixel count, read from the image
 * header only (sharp's metadata does not decode), must be at most
 * MAX_IMAGE_PIXELS, so a small file declaring a huge image (a decompression
 * bomb) is refused in milliseconds instead of taking seconds and gigabytes.
 * Uploads are also counted per signed-in user (UPLOAD_RATE_LIMIT).
 */
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { MAX_IMAGE_PIXELS } from '@/lib/uploads/imageLimits.mjs'
import { throwWhenLimited } from '@/server/rateLimit'

type UploadedFile = { data?: Buffer; tempFilePath?: string }

async function pixelsOf(file: UploadedFile): Promise<{ width: number; height: number } | null> {
  const input = file.tempFilePath || file.data
  if (!input || (Buffer.isBuffer(input) && input.length === 0)) return null
  try {
    // No pixel limit here: this reads the header, and the limit is what we check next.
    const metadata = await sharp(input, { limitInputPixels: false, animated: true }).metadata()
    const height = metadata.pageHeight && metadata.pages ? metadata.pageHeight * metadata.pages : metadata.height
    return metadata.width && height ? { width: metadata.width, height } : null
  } catch {
    // Not an image sharp reads: Payload's own type check answers that.
    return null
  }
}

export const checkUploadedImage: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file as UploadedFile | undefined
  if (!file) return args
  if (req.user && req.payloadAPI !== 'local') await throwWhenLimited(req, 'upload', `user:${req.user.id}`)
  const size = await pixelsOf(file)
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new APIError(
      `The image is ${size.width} x ${size.height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels are accepted (a 50-megapixel photo fits). Please upload a smaller image.`,
      413,
      undefined,
      true,
    )
  }
  return args
}
