'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useToman } from '@/components/catalog/Toman'
import type { CartQuote } from '@/lib/cart/quote'
import { isProvince, provinceName, provinces, type ProvinceKey } from '@/lib/geo/provinces'
import type { Locale } from '@/lib/i18n/config'

type Props = { province: ProvinceKey | null; onChange: (province: ProvinceKey | null) => void; freight: CartQuote['freight'] }

/** Where the goods go and what delivery there costs, from the sales office's freight table. */
export function FreightLine({ province, onChange, freight }: Props) {
  const t = useTranslations('cart.freight')
  const locale = useLocale() as Locale
  const format = useFormatter()
  const toman = useToman()
  const collator = new Intl.Collator(locale)
  const sorted = [...provinces].sort((a, b) => collator.compare(a[locale], b[locale]))
  const name = province ? provinceName(province, locale) : ''
  return (
    <div className="space-y-2 border-t border-steel-200 pt-4 text-sm" data-testid="cart-freight">
      <label className="block font-medium">
        {t('province')}
        <select
          value={province ?? ''}
          onChange={(e) => onChange(isProvince(e.target.value) ? e.target.value : null)}
          className="mt-1 block w-full rounded-md border border-steel-300 bg-white px-3 py-2 font-normal">
          <option value="">{t('choose')}</option>
          {sorted.map((p) => (
            <option key={p.key} value={p.key}>
              {p[locale]}
            </option>
          ))}
        </select>
      </label>
      {freight && freight.province === province ? (
        <p className="flex items-baseline justify-between gap-2" data-testid="freight-result" data-kind={freight.kind} data-cost={'cost' in freight ? freight.cost : ''}>
          {freight.kind === 'priced' ? (
            <>
              <span>
                {t('to', { province: name })}
                {freight.atMinimum ? <span className="block text-xs text-steel-600">{t('minimum')}</span> : null}
              </span>
              <strong>{toman(freight.cost)}</strong>
            </>
          ) : freight.kind === 'free' ? (
            <>
              <span>{t('to', { province: name })}</span>
              <strong className="text-primary-700">{t('free')}</strong>
            </>
          ) : freight.kind === 'unknown-weight' ? (
            <span className="text-amber-800">{t('unknownWeight')}</span>
          ) : (
            <span className="text-steel-700">{t('noRate', { province: name })}</span>
          )}
        </p>
      ) : null}
      {freight && freight.kind !== 'no-rate' && freight.kind !== 'unknown-weight' ? (
        <p className="text-xs text-steel-600">{t('note', { tons: format.number(freight.kilograms / 1000, 'digits', { maximumFractionDigits: 2 }) })}</p>
      ) : null}
    </div>
  )
}
