import { companyRoute } from '../_routes/company-route'

const route = companyRoute('about')
export const generateMetadata = route.generateMetadata
export default route.Page
