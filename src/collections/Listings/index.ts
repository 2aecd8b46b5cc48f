import type { CollectionConfig } from 'payload'

import { ownRealtorRecords } from '@/access/owner'
import { canEditListings } from '@/access/roles'
import { ownListingPhotosOnly } from '@/collections/Media/ownership'
import { readListingVersions } from '@/access/versions'
import { draftVersions } from '@/fields/drafts'
import { ignoreDraftsForVisitors, rememberDraftSave } from '@/access/drafts'
import { readListings } from './access'
import { assignOwnRealtor } from './hooks/assignOwnRealtor'
import { expireListings, expireListingsOnDelete } from './hooks/expireListings'

/** Local listings, shown on agent pages when no listings API is configured. */
export const Listings: CollectionConfig = {
  slug: 'listings',
  access: {
    read: readListings,
    create: canEditListings,
    update: ownRealtorRecords,
    delete: ownRealtorRecords,
    readVersions: readListingVersions,
  },
  versions: draftVersions,
  admin: {
    useAsTitle: 'address',
    defaultColumns: ['address', 'city', 'status', 'price', 'realtor'],
  },
  hooks: {
    beforeOperation: [rememberDraftSave, ignoreDraftsForVisitors],
    beforeValidate: [assignOwnRealtor], afterChange: [expireListings], afterDelete: [expireListingsOnDelete],
  },
  fields: [
    { name: 'realtor', type: 'relationship', relationTo: 'realtors', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      // Drafts add `_status`, whose enum type would also be named enum_listings_status.
      enumName: 'enum_listings_listing_status',
      required: true,
      defaultValue: 'sale',
      index: true,
      options: ['sale', 'rent', 'sold', 'rented'].map((value) => ({ label: value, value })),
    },
    { name: 'address', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true },
        { name: 'state', type: 'text', required: true },
        { name: 'zipcode', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', required: true, min: 0 },
        { name: 'beds', type: 'number', min: 0 },
        { name: 'baths', type: 'number', min: 0 },
        { name: 'livingArea', type: 'number', min: 0, admin: { description: 'sq ft' } },
      ],
    },
    { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true, filterOptions: ownListingPhotosOnly },
    {
      type: 'row',
      fields: [
        { name: 'listingBroker', type: 'text' },
        { name: 'listingOffice', type: 'text' },
      ],
    },
    { name: 'source', type: 'text', defaultValue: 'local' },
    { name: 'sourceUpdatedAt', type: 'date' },
  ],
}

