import { placeholderRoute } from '@/components/layout/placeholder-route'

const route = placeholderRoute('register', 'auth')
export const generateMetadata = route.generateMetadata
export default route.Page
