'use client'

import { Minus, Plus } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { autoConvertDigitsToEN } from '@persian-tools/persian-tools'
import { normalizeQuantity, quantityRule } from '@/lib/orders/units'

/** Quantity in the product's unit: whole branches or pieces, half kilograms or metres; Persian digits typed are understood. */
export function QuantityInput({ unit, value, onChange, label }: { unit: string; value: number; onChange: (v: number) => void; label: string }) {
  const t = useTranslations('cart')
  const rule = quantityRule(unit)
  const [draft, setDraft] = useState<string | null>(null)
  const commit = (raw: string) => {
    setDraft(null)
    const n = normalizeQuantity(unit, Number(autoConvertDigitsToEN(raw).replace(/[٫,]/g, '.')))
    if (n !== null && n !== value) onChange(n)
  }
  const step = (dir: 1 | -1) => {
    const n = normalizeQuantity(unit, value + dir * rule.step)
    if (n !== null && n !== value) onChange(n)
  }
  return (
    <div className="inline-flex items-center rounded-lg border border-steel-300">
      <button type="button" onClick={() => step(-1)} disabled={value <= rule.min} aria-label={t('decrease')} className="p-2 hover:bg-steel-100 disabled:opacity-40">
        <Minus aria-hidden className="size-4" />
      </button>
      <input
        aria-label={label}
        inputMode={rule.decimals ? 'decimal' : 'numeric'}
        className="w-20 border-x border-steel-300 py-1.5 text-center"
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && commit(e.currentTarget.value)}
        dir="ltr"
      />
      <button type="button" onClick={() => step(1)} aria-label={t('increase')} className="p-2 hover:bg-steel-100">
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  )
}
