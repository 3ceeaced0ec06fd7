import { NotFoundView } from '@/components/errors/NotFoundView'

export default function NotFound() {
  return <NotFoundView kind="product" />
}
