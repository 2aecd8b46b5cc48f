import { isAdmin } from '@/access/roles'
import { readRealtors, updateOwnRealtor } from '@/access/owner'
import { readRealtorVersions } from '@/access/versions'

export const realtorAccess = {
  read: readRealtors,
  create: isAdmin,
  update: updateOwnRealtor,
  delete: isAdmin,
  readVersions: readRealtorVersions,
}
