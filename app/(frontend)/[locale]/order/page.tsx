import { placeholderRoute } from '@/components/layout/placeholder-route'

const route = placeholderRoute('orders')
export const generateMetadata = route.generateMetadata
export default route.Page
