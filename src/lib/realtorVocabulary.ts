/** Spec section 3 value lists of a realtor, shared by the CMS fields and the JSON schema. */
export const photoKinds = ['logo', 'logo2', 'id', 'id2', 'top', 'gallery', 'favicon', 'ogImage'] as const
export type PhotoKind = (typeof photoKinds)[number]

export const imageTypes = ['thumbnail', 'fullsize'] as const

export const etcInfoTypes = [
  'zillow_link',
  'korea_name',
  'home_list_realtor',
  'company_address',
  'company_phone',
  'company_fax',
  'company_license',
] as const
export type EtcInfoType = (typeof etcInfoTypes)[number]
