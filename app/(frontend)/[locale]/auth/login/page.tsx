import { placeholderRoute } from '@/components/layout/placeholder-route'

const route = placeholderRoute('login', 'auth')
export const generateMetadata = route.generateMetadata
export default route.Page
