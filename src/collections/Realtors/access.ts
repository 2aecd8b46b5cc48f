import { isAdmin } from '@/access/roles'
import { readRealtors, updateOwnRealtor } from '@/access/owner'

export const realtorAccess = {
  read: readRealtors,
  create: isAdmin,
  update: updateOwnRealtor,
  delete: isAdmin,
}
