import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/lib/payload'
import { vatRateOn, type VatRate } from './totals'

/** The value-added tax rates the invoice settings hold (read with the server's rights: the rates are public on every invoice). */
export function getVatRates(): Promise<VatRate[]> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const settings = await payload.findGlobal({ slug: 'invoice-settings', depth: 0, select: { vatRates: true } })
      return (settings.vatRates ?? []).map((r) => ({ rate: r.rate, from: r.from }))
    },
    ['vat-rates'],
    [cacheTags.vatRates()],
  )
}

/** The rate in force at `now`, in percent; 0 when the settings hold none yet. */
export async function vatPercentOn(now: Date): Promise<number> {
  return vatRateOn(await getVatRates(), now)?.rate ?? 0
}
