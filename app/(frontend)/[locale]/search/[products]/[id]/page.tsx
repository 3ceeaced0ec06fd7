import { detailPlaceholderRoute } from '@/components/layout/detail-placeholder-route'

const route = detailPlaceholderRoute('/pr', 'product', 'search')
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
