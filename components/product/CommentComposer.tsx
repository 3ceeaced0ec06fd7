'use client'

import { useMutation } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { TextAreaField } from '@/components/forms/Field'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { queryClient } from '@/components/query/client'
import { fetchJson, HttpError } from '@/components/query/fetch-json'
import { COMMENT_MAX_LENGTH, commentErrors } from '@/lib/social/comment-fields'
import type { CommentInput, CommentValues } from '@/lib/social/comment-schema'
import { socialErrors } from '@/lib/social/errors'
import { orFallback } from '@/lib/i18n/runtime-key'
import { ScriptForm } from '@/components/forms/ScriptForm'

const schema = lazyZodResolver(() => import('@/lib/social/comment-schema').then((m) => m.commentSchema))

type Received = { ok: true; message: string }
// A 503 from the database check carries no message of its own (lib/db/unavailable-response.ts).
type Refused = { error: string; message?: string }
const refusedBody = (error: unknown) => (error instanceof HttpError && typeof error.body === 'object' && error.body !== null && 'error' in error.body ? (error.body as Refused) : null)

const isFieldError = (key: string) => (Object.values(commentErrors) as string[]).includes(key)

/**
 * The comment form of a signed-in customer, checked in the browser with the same schema the server
 * uses. Loaded only for customers (see CommentForm): guests and staff never need its code.
 */
export function CommentComposer({ productId }: { productId: number }) {
  const t = useTranslations('social')
  const locale = useLocale()
  const fieldId = useId()
  const [received, setReceived] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentInput, unknown, CommentValues>({ resolver: schema.resolver, defaultValues: { body: '' } })

  const post = useMutation({
    mutationFn: (values: CommentValues) => fetchJson<Received>(`/api/catalog/comments/${productId}`, { json: { ...values, locale } }),
  }, queryClient)

  const submit = async (values: CommentValues) => {
    setReceived(null)
    try {
      const answer = await post.mutateAsync(values)
      reset({ body: '' })
      setReceived(answer.message)
    } catch (error) {
      const refused = refusedBody(error)
      if (!refused) setError('root.server', { message: t('errors.failed') })
      else if (isFieldError(refused.error)) setError('body', { type: 'server', message: refused.error })
      else setError('root.server', { message: refused.message ?? t(refused.error === socialErrors.unavailable ? 'errors.unavailable' : 'errors.failed') })
    }
  }

  const bodyError = errors.body?.message
  const serverError = errors.root?.server?.message

  return (
    <ScriptForm onSubmit={handleSubmit(submit)} noValidate className="space-y-3" data-testid="comment-form" onFocus={schema.warm}>
      <TextAreaField
        id={fieldId}
        label={t('comments.label')}
        rows={4}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('comments.placeholder')}
        error={bodyError ? orFallback(t, `errors.${bodyError}`, 'errors.invalid', { max: COMMENT_MAX_LENGTH }) : undefined}
        {...register('body', { onChange: () => setReceived(null) })}
      />
      {serverError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
      {received ? (
        <p role="status" data-testid="comment-received" className="rounded-md bg-primary-50 p-3 text-sm text-primary-800">
          {received}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        className="flex items-center gap-2 rounded-md bg-primary-600 px-4 py-2 font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
      >
        <Send aria-hidden className="size-4 rtl:-scale-x-100" />
        {isSubmitting ? t('comments.sending') : t('comments.submit')}
      </button>
    </ScriptForm>
  )
}
