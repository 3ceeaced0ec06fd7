import { placeholderRoute } from '@/components/layout/placeholder-route'

const route = placeholderRoute('employment')
export const generateMetadata = route.generateMetadata
export default route.Page
