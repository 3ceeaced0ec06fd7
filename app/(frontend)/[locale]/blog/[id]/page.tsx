import { detailPlaceholderRoute } from '@/components/layout/detail-placeholder-route'

const route = detailPlaceholderRoute('/blog', 'blogPost', 'blog')
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
