'use client'

import { lazy } from 'react'
import { AfterHydration } from '@/components/layout/AfterHydration'
import { LikeView } from './LikeView'

const LiveLikeButton = lazy(() => import('./LiveLikeButton').then((m) => ({ default: m.LiveLikeButton })))

/** The like toggle: the page's count at once, the visitor's own like and the live count once its code is here. */
export function LikeButton({ id, initialCount }: { id: number; initialCount: number }) {
  return (
    <AfterHydration fallback={<LikeView state={{ count: initialCount, liked: false }} ready={false} />}>
      <LiveLikeButton id={id} initialCount={initialCount} />
    </AfterHydration>
  )
}
