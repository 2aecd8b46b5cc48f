/** Valid bodies of the two public forms, for tests that need one to pass validation. */
export const validLead = () => ({
  name: '김하나',
  area: 'Irvine, CA',
  phoneCountryCode: 'KR',
  phone: '010-1234-5678',
  hasSite: false,
  agreePrivacy: true,
  agreeContact: true,
  locale: 'ko',
  page: '/',
})

export const validContact = (realtorId: number) => ({
  realtorId,
  lastName: 'Lee',
  firstName: 'Minji',
  email: 'minji@example.com',
  phoneCountryCode: 'US',
  phone: '949-555-0199',
  message: 'Hello',
  isTerm: 'Y',
})
