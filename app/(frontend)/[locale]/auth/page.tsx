import { placeholderRoute } from '@/components/layout/placeholder-route'

const route = placeholderRoute('auth')
export const generateMetadata = route.generateMetadata
export default route.Page
