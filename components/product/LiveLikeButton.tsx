'use client'

import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useSession } from '@/components/auth/use-session'
import { useAfterLoad } from '@/components/layout/use-after-load'
import { notify } from '@/components/notify/notify'
import { queryClient } from '@/components/query/client'
import { fetchJson, HttpError } from '@/components/query/fetch-json'
import { socialErrors, type SocialError } from '@/lib/social/errors'
import type { LikeState } from '@/lib/social/likes'
import { LikeView, type LikePrompt } from './LikeView'

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
export function LiveLikeButton({ id, initialCount }: { id: number; initialCount: number }) {
  const t = useTranslations()
  const session = useSession()
  const queryKey = ['likes', id]
  const likes = useQuery({ queryKey, queryFn: ({ signal }) => fetchJson<LikeState>(endpoint(id), { signal }), enabled: useAfterLoad() }, queryClient)
  const state = likes.data ?? { count: initialCount, liked: false }
  const [prompt, setPrompt] = useState<LikePrompt>(null)

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
  }, queryClient)

  const onClick = () => {
    if (session.status === 'loading' || toggle.isPending) return
    if (session.status === 'guest') return setPrompt('signIn')
    if (session.kind !== 'customer') return setPrompt('customersOnly')
    toggle.mutate(!state.liked)
  }

  return (
    <LikeView
      state={state}
      ready={likes.isFetched && session.status !== 'loading'}
      pending={toggle.isPending}
      prompt={prompt}
      onToggle={onClick}
    />
  )
}
