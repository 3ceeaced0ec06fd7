import { productRoute } from '../../../_routes/product-route'

const route = productRoute('/pr')
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
