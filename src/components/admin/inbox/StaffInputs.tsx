'use client'

/**
 * What a visitor sent, as Payload's own inputs for staff (who may correct it) and nothing for an
 * agent, who reads the same values in the contact's card (ContactCard.tsx) instead of greyed-out
 * inputs. A component rather than `admin.condition`: a condition would make these required columns
 * nullable in the database.
 */
import { EmailField, RelationshipField, SelectField, TextareaField, TextField, useAuth } from '@payloadcms/ui'
import type {
  EmailFieldClientProps,
  RelationshipFieldClientProps,
  SelectFieldClientProps,
  TextareaFieldClientProps,
  TextFieldClientProps,
} from 'payload'

import { isStaffRole, type Role } from '@/lib/roles'

function useStaff() {
  const { user } = useAuth()
  return isStaffRole(user as { roles?: Role[] } | null)
}

export const StaffText = (props: TextFieldClientProps) => (useStaff() ? <TextField {...props} /> : null)
export const StaffEmail = (props: EmailFieldClientProps) => (useStaff() ? <EmailField {...props} /> : null)
export const StaffTextarea = (props: TextareaFieldClientProps) => (useStaff() ? <TextareaField {...props} /> : null)
export const StaffSelect = (props: SelectFieldClientProps) => (useStaff() ? <SelectField {...props} /> : null)
export const StaffRelationship = (props: RelationshipFieldClientProps) => (useStaff() ? <RelationshipField {...props} /> : null)
