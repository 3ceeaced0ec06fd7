'use client'

import { Heart } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type { LikeState } from '@/lib/social/likes'
import { SignInPrompt } from './SignInPrompt'

export type LikePrompt = 'signIn' | 'customersOnly' | null

/** The heart toggle and the like count as shown; LiveLikeButton makes it talk to the server. */
export function LikeView({ state, ready, pending = false, prompt = null, onToggle }: { state: LikeState; ready: boolean; pending?: boolean; prompt?: LikePrompt; onToggle?: () => void }) {
  const t = useTranslations()
  return (
    <div className="space-y-2" data-testid="likes" data-ready={ready ? 'true' : 'false'}>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-pressed={state.liked}
          aria-busy={pending}
          onClick={onToggle}
          className={`flex items-center gap-2 rounded-md border px-4 py-2.5 font-medium transition-colors ${state.liked ? 'border-rose-500 bg-rose-50 text-rose-700' : 'border-steel-200 hover:bg-steel-50'}`}
        >
          <Heart aria-hidden className={`size-5 ${state.liked ? 'fill-current' : ''}`} />
          {t('social.like.like')}
        </button>
        <span data-testid="like-count" data-count={state.count} aria-live="polite" className="text-sm text-steel-700">
          {t('social.like.count', { count: state.count })}
        </span>
      </div>
      {prompt === 'signIn' ? <SignInPrompt text={t('social.like.signIn')} testId="like-sign-in" /> : null}
      {prompt === 'customersOnly' ? <p role="status" className="text-sm text-steel-700">{t('social.errors.customersOnly')}</p> : null}
    </div>
  )
}
