/**
 * Where uploaded media live on disk when no S3 bucket is configured: MEDIA_DIR, else media/ at the
 * project's root. Tests point MEDIA_DIR at a throwaway folder so they never write into media/.
 * (Three folders up from here, as from the compiled server chunk, is the project's root.)
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const mediaDir = process.env.MEDIA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../media')
