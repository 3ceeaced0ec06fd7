'use client'

import { GitCompareArrows, Share2, ShoppingCart } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { addToCart } from '@/components/cart/cart-store'
import { compareStore, toggleCompare } from '@/components/compare/compare-store'
import { usePublicUrl } from '@/components/layout/use-public-url'
import { notify } from '@/components/notify/notify'
import { ScriptButton } from '@/components/layout/ScriptButton'

/** Add to cart, compare toggle and share: the parts of the product page that need the browser. */
export function ProductActions({ id, title, path, origin, orderable = true }: { id: number; title: string; path: string; origin: string | null; orderable?: boolean }) {
  const t = useTranslations()
  const url = usePublicUrl(path, origin)
  const compared = compareStore.useList().includes(id)

  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title, url })
        return
      } catch {
        // Cancelled, or not allowed here: fall back to copying the link.
      }
    }
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      window.prompt(t('product.share'), url)
      return
    }
    notify({ title: t('notify.notification'), description: t('product.copied'), color: 'success', closeLabel: t('notify.close') })
  }

  return (
    <div className="flex flex-wrap gap-2">
      {orderable ? (
      <ScriptButton
        onClick={() => {
          addToCart(id)
          notify({ title: t('notify.notification'), description: t('notify.success'), color: 'success', closeLabel: t('notify.close') })
        }}
        className="flex items-center gap-2 rounded-md bg-primary-600 px-5 py-2.5 font-semibold text-white hover:bg-primary-700"
      >
        <ShoppingCart aria-hidden className="size-5" />
        {t('product.addToCart')}
      </ScriptButton>
      ) : null}
      <ScriptButton
        aria-pressed={compared}
        onClick={() => {
          if (!toggleCompare(id)) notify({ title: t('notify.warning'), description: t('product.compareFull'), color: 'warning', closeLabel: t('notify.close') })
        }}
        className={`flex items-center gap-2 rounded-md border px-4 py-2.5 font-medium ${compared ? 'border-primary-600 bg-primary-50 text-primary-700' : 'border-steel-200 hover:bg-steel-50'}`}
      >
        <GitCompareArrows aria-hidden className="size-5" />
        {compared ? t('product.inCompare') : t('product.compare')}
      </ScriptButton>
      <button type="button" onClick={share} className="flex items-center gap-2 rounded-md border border-steel-200 px-4 py-2.5 font-medium hover:bg-steel-50">
        <Share2 aria-hidden className="size-5" />
        {t('product.share')}
      </button>
    </div>
  )
}
