'use client'

import { X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { compareStore } from './compare-store'

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * Keeps the comparison in the URL and in the browser in step: a shared link shows its products
 * (and becomes this browser's list); /compare without ids shows the list kept from before.
 */
export function CompareSync({ ids }: { ids: number[] }) {
  const router = useRouter()
  useEffect(() => {
    if (ids.length) {
      if (!sameList(ids, compareStore.read())) compareStore.write(ids)
    } else if (compareStore.read().length) {
      router.replace(`?ids=${compareStore.read().join(',')}`)
    }
    // Only on arrival: later changes come from the remove buttons, which update both.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}

export function RemoveFromCompare({ id, ids, title }: { id: number; ids: number[]; title: string }) {
  const t = useTranslations('compare')
  const router = useRouter()
  return (
    <button
      type="button"
      aria-label={t('remove', { title })}
      onClick={() => {
        const next = ids.filter((x) => x !== id)
        compareStore.write(next)
        router.replace(next.length ? `?ids=${next.join(',')}` : '?')
      }}
      className="rounded-full p-1 text-steel-500 hover:bg-red-50 hover:text-red-700"
    >
      <X aria-hidden className="size-4" />
    </button>
  )
}
