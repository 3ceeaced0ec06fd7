import { detailPlaceholderRoute } from '@/components/layout/detail-placeholder-route'

const route = detailPlaceholderRoute('/blog', 'blogPost', 'blog')
export const generateMetadata = route.generateMetadata
export default route.Page
