import { ProductNotFound } from '@/components/product/ProductNotFound'

export default function NotFound() {
  return <ProductNotFound />
}
