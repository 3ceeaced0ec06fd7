import { notFound } from 'next/navigation'

/** Any path no page claims is the localized 404 page. */
export default function UnknownPage() {
  notFound()
}
