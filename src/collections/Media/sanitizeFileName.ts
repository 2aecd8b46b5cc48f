import type { CollectionBeforeOperationHook } from 'payload'

import { safeFileName } from '@/lib/uploads/safeFileName'

/** Renames the incoming file before Payload stores it (see src/lib/uploads/safeFileName.ts). */
export const sanitizeFileName: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.file?.name) req.file.name = safeFileName(req.file.name)
  return args
}
