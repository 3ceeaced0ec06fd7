import { MessageSquare, UserRound } from 'lucide'
import { getFormatter, getTranslations } from 'next-intl/server'
import { listApprovedComments } from '@/lib/social/comments'
import { Icon } from '@/components/icons/Icon'
import { fixedHeight, guessedHeightClasses, type ByWidth } from '@/components/layout/guessed-height'
import { CommentForm } from './CommentForm'

/** The heading, the note and the form above the comments, in rem (measured on a demo product). */
const formHeight = 6.5
/** "No comments yet": two lines on a phone and in a wide screen's side column, one between. */
const emptyHeight: ByWidth = [4, 2.75, 4]
/** About how many letters fit on a line of a comment: between a phone and a wide screen the column spans the page. */
const lineLetters: ByWidth = [45, 100, 48]

/** The height the comments take before they are drawn: each one's name line and its body's lines. */
function guessedHeight(bodies: string[]) {
  const at = (i: 0 | 1 | 2) => {
    if (!bodies.length) return formHeight + emptyHeight[i]
    const lines = bodies.reduce((sum, body) => sum + body.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / lineLetters[i])), 0), 0)
    // The list's top margin, each comment's rule, name and spacing, the gaps between them, and the lines.
    return formHeight + 1.5 + bodies.length * 2.75 + (bodies.length - 1) + lines * 1.75
  }
  return fixedHeight([at(0), at(1), at(2)])
}

/**
 * Approved comments of a product and the form to add one. The list is part of the cached page
 * (the same for every visitor); only the form, which depends on who is signed in, is an island.
 */
export async function ProductComments({ productId }: { productId: number }) {
  const t = await getTranslations('social')
  const format = await getFormatter()
  const comments = await listApprovedComments(productId)

  return (
    <section aria-labelledby="comments" className={`self-start rounded-xl border border-steel-200 p-6 ${guessedHeightClasses}`} style={guessedHeight(comments.map((c) => c.body))} id="comments-area">
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
