'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useSession } from '@/components/auth/use-session'
import { SignInPrompt } from './SignInPrompt'

// The form and its validation load only for a signed-in customer (most visitors only read).
const CommentComposer = dynamic(() => import('./CommentComposer').then((m) => m.CommentComposer), {
  ssr: false,
  loading: () => <div className="h-40" aria-hidden />,
})

/** Where a comment is written: the form for customers, a sign-in prompt for guests; staff moderate in the admin. */
export function CommentForm({ productId }: { productId: number }) {
  const t = useTranslations('social')
  const session = useSession()
  if (session.status === 'loading') return <div className="h-10" aria-hidden />
  if (session.status === 'guest') return <SignInPrompt text={t('comments.signIn')} testId="comment-sign-in" />
  if (session.kind !== 'customer') return <p className="text-sm text-steel-700">{t('comments.staff')}</p>
  return <CommentComposer productId={productId} />
}
