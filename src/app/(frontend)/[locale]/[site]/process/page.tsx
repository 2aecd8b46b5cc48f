import { realtorLegalRoute } from '@/app/(frontend)/legalRoute'

const route = realtorLegalRoute('process', '/process', { loginRequired: true })
export const generateMetadata = route.generateMetadata
export default route.Page
