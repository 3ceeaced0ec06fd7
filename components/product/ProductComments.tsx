import { MessageSquare, UserRound } from 'lucide'
import { getFormatter, getTranslations } from 'next-intl/server'
import { listApprovedComments } from '@/lib/social/comments'
import { Icon } from '@/components/icons/Icon'
import { CommentForm } from './CommentForm'

/**
 * Approved comments of a product and the form to add one. The list is part of the cached page
 * (the same for every visitor); only the form, which depends on who is signed in, is an island.
 */
export async function ProductComments({ productId }: { productId: number }) {
  const t = await getTranslations('social')
  const format = await getFormatter()
  const comments = await listApprovedComments(productId)

  return (
    <section aria-labelledby="comments" className="render-when-near self-start rounded-xl border border-steel-200 p-6 [--near-height:15rem]" id="comments-area">
      <h2 id="comments" className="flex items-center gap-2 text-lg font-semibold">
        <Icon icon={MessageSquare} aria-hidden className="size-5" />
        {t('comments.title')}
      </h2>
      <p className="mt-1 text-xs text-steel-500">{t('comments.moderated')}</p>

      <div className="mt-4">
        <CommentForm productId={productId} />
      </div>

      {comments.length ? (
        <ol className="mt-6 space-y-4" data-testid="comments">
          {comments.map((c, i) => (
            <li key={`${c.createdAt}-${i}`} className="border-t border-steel-200 pt-4" data-testid="comment">
              <p className="flex items-center gap-2 text-sm">
                <Icon icon={UserRound} aria-hidden className="size-4 text-steel-500" />
                <span className="font-medium">{c.authorName || t('comments.anonymous')}</span>
                <time dateTime={c.createdAt} className="ms-auto text-xs text-steel-500">
                  {format.dateTime(new Date(c.createdAt), 'jalaliDate')}
                </time>
              </p>
              <p className="mt-2 whitespace-pre-line text-sm leading-7 text-steel-700">{c.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 text-sm text-steel-700" data-testid="comments-empty">
          {t('comments.empty')}
        </p>
      )}
    </section>
  )
}
