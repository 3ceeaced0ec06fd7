'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Heart } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useSession } from '@/components/auth/use-session'
import { useAfterLoad } from '@/components/layout/use-after-load'
import { notify } from '@/components/notify/notify'
import { fetchJson, HttpError } from '@/components/query/fetch-json'
import { socialErrors, type SocialError } from '@/lib/social/errors'
import type { LikeState } from '@/lib/social/likes'
import { SignInPrompt } from './SignInPrompt'

const endpoint = (id: number) => `/api/catalog/likes/${id}`

const knownErrors = new Set<string>(Object.values(socialErrors))
/** The refusal the endpoint named, or 'failed' for a dropped connection or an answer without one. */
function refusal(error: unknown): SocialError {
  const named = error instanceof HttpError && typeof error.body === 'object' && error.body !== null && 'error' in error.body ? String(error.body.error) : ''
  return knownErrors.has(named) ? (named as SocialError) : socialErrors.failed
}

/**
 * The heart toggle with the like count. The cached page brings a count that may be a little old;
 * the island asks for the current count and the visitor's own like once the page has loaded, and
 * changes it at once on a click (the server's answer then corrects it, a refusal undoes it).
 */
export function LikeButton({ id, initialCount }: { id: number; initialCount: number }) {
  const t = useTranslations()
  const session = useSession()
  const queryClient = useQueryClient()
  const queryKey = ['likes', id]
  const likes = useQuery({ queryKey, queryFn: ({ signal }) => fetchJson<LikeState>(endpoint(id), { signal }), enabled: useAfterLoad() })
  const state = likes.data ?? { count: initialCount, liked: false }
  const [prompt, setPrompt] = useState<'signIn' | 'customersOnly' | null>(null)

  const toggle = useMutation({
    mutationFn: (liked: boolean) => fetchJson<LikeState>(endpoint(id), { json: { liked } }),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey })
      queryClient.setQueryData<LikeState>(queryKey, { liked, count: Math.max(0, state.count + (liked ? 1 : -1)) })
      return { before: state }
    },
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
    onError: (error, _liked, context) => {
      if (context) queryClient.setQueryData(queryKey, context.before)
      const reason = refusal(error)
      if (reason === 'signIn' || reason === 'customersOnly') setPrompt(reason)
      else notify({ title: t('notify.warning'), description: t(`social.errors.${reason}`), color: 'warning', closeLabel: t('notify.close') })
    },
  })

  const onClick = () => {
    if (session.status === 'loading' || toggle.isPending) return
    if (session.status === 'guest') return setPrompt('signIn')
    if (session.kind !== 'customer') return setPrompt('customersOnly')
    toggle.mutate(!state.liked)
  }

  return (
    <div className="space-y-2" data-testid="likes" data-ready={likes.isFetched && session.status !== 'loading' ? 'true' : 'false'}>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-pressed={state.liked}
          aria-busy={toggle.isPending}
          onClick={onClick}
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
