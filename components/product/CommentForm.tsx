'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { CustomerOnly } from '@/components/auth/CustomerOnly'

// The form and its validation load only for a signed-in customer (most visitors only read).
const CommentComposer = dynamic(() => import('./CommentComposer').then((m) => m.CommentComposer), {
  ssr: false,
  loading: () => <div className="h-40" aria-hidden />,
})

/** Where a comment is written: the form for customers, a sign-in prompt for guests; staff moderate in the admin. */
export function CommentForm({ productId }: { productId: number }) {
  const t = useTranslations('social')
  return (
    <CustomerOnly signIn={t('comments.signIn')} staff={t('comments.staff')} testId="comment-sign-in">
      <CommentComposer productId={productId} />
    </CustomerOnly>
  )
}
