import { realtorLegalRoute } from '@/app/(frontend)/legalRoute'

// Served from Next's page cache, rendered again when its content changes (src/utilities/cachedPage.ts).
export { generateStaticParams } from '@/utilities/cachedPage'

const route = realtorLegalRoute('terms', '/terms')
export const generateMetadata = route.generateMetadata
export default route.Page
