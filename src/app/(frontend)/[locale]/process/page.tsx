import { platformLegalRoute } from '@/app/(frontend)/legalRoute'

const route = platformLegalRoute('process', '/process', { loginRequired: true })
export const generateMetadata = route.generateMetadata
export default route.Page
