import { detailPlaceholderRoute } from '@/components/layout/detail-placeholder-route'

const route = detailPlaceholderRoute('/gallery', 'galleryItem', 'gallery')
export const generateMetadata = route.generateMetadata
export default route.Page
