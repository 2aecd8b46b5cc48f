import { agentLegalRoute } from '@/components/site/LegalRoute'

const route = agentLegalRoute('process', '/process', { loginRequired: true })
export const generateMetadata = route.generateMetadata
export default route.Page
