'use client'

import { Heart } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useSession } from '@/components/auth/use-session'
import { afterLoad } from '@/components/layout/after-load'
import { notify } from '@/components/notify/notify'
import type { SocialError } from '@/lib/social/errors'
import type { LikeState } from '@/lib/social/likes'
import { SignInPrompt } from './SignInPrompt'

const endpoint = (id: number) => `/api/catalog/likes/${id}`

/**
 * The heart toggle with the like count. The cached page brings a count that may be a little old;
 * the island asks for the current count and the visitor's own like once mounted, and changes it
 * at once on a click (the server's answer then corrects it).
 */
export function LikeButton({ id, initialCount }: { id: number; initialCount: number }) {
  const t = useTranslations()
  const session = useSession()
  const [state, setState] = useState<LikeState>({ count: initialCount, liked: false })
  const [loaded, setLoaded] = useState(false)
  const [pending, setPending] = useState(false)
  const [prompt, setPrompt] = useState<'signIn' | 'customersOnly' | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const cancel = afterLoad(() =>
      fetch(endpoint(id), { cache: 'no-store', credentials: 'same-origin', signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<LikeState>) : null))
        .then((s) => {
          if (s) setState(s)
          setLoaded(true)
        })
        .catch(() => {
          // Aborted on unmount, or offline: the page's own count stays.
        }),
    )
    return () => {
      cancel()
      controller.abort()
    }
  }, [id])

  const toggle = async () => {
    if (session.status === 'loading' || pending) return
    if (session.status === 'guest') return setPrompt('signIn')
    if (session.kind !== 'customer') return setPrompt('customersOnly')
    const before = state
    const liked = !before.liked
    setState({ liked, count: Math.max(0, before.count + (liked ? 1 : -1)) })
    setPending(true)
    try {
      const r = await fetch(endpoint(id), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ liked }),
      })
      const body = (await r.json().catch(() => ({ error: 'failed' }))) as LikeState | { error: SocialError }
      if (!r.ok || 'error' in body) {
        setState(before)
        const error = 'error' in body ? body.error : 'failed'
        if (error === 'signIn' || error === 'customersOnly') setPrompt(error)
        else notify({ title: t('notify.warning'), description: t(`social.errors.${error}`), color: 'warning', closeLabel: t('notify.close') })
        return
      }
      setState(body)
    } catch {
      setState(before)
      notify({ title: t('notify.warning'), description: t('social.errors.failed'), color: 'warning', closeLabel: t('notify.close') })
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="space-y-2" data-testid="likes" data-ready={loaded && session.status !== 'loading' ? 'true' : 'false'}>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-pressed={state.liked}
          aria-busy={pending}
          onClick={toggle}
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
