'use client'

import { useEffect } from 'react'
import { ServerErrorView } from '@/components/errors/ServerErrorView'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ServerErrorView onRetry={reset} />
}
