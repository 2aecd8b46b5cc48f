import { platformLegalRoute } from '@/components/site/LegalRoute'

const route = platformLegalRoute('process', '/process', { loginRequired: true })
export const generateMetadata = route.generateMetadata
export default route.Page
