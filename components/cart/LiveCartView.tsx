'use client'

import { WeightTotal } from '@/components/orders/WeightTotal'
import { FileText, Trash2 } from 'lucide-react'
import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useFormatter, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { FormMessage } from '@/components/forms/FormMessage'
import { useSession } from '@/components/auth/use-session'
import { useToman } from '@/components/catalog/Toman'
import { Link } from '@/components/i18n/AnchorLink'
import { rfqFormPath } from '@/lib/rfq/paths'
import { usePathname } from '@/components/i18n/navigation'
import { loginPathFor } from '@/lib/auth/next-path'
import { localizedPath, type Locale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'
import { cartStore, removeFromCart, setQuantity } from './cart-store'
import { useSaveCart } from './CartSync'
import { QuantityInput } from './QuantityInput'
import { useQuote } from './use-quote'
import { FreightLine } from './FreightLine'
import { useProvince } from './use-province'

// Checkout, its form library and its validation load only once a customer is signed in.
const CheckoutForm = dynamic(() => import('./CheckoutForm').then((m) => m.CheckoutForm), {
  ssr: false,
  loading: () => <div className="h-64" aria-hidden />,
})

/** The cart: lines priced by the server, quantities in each product's unit, and checkout for customers. */
export function LiveCartView({ locale }: { locale: Locale }) {
  const t = useTranslations()
  const format = useFormatter()
  const lines = cartStore.useList()
  const session = useSession()
  const pathname = usePathname()
  const [province, setProvince] = useProvince()
  const { quote, loading, dropped, droppedTitles } = useQuote(locale, lines, province)
  const toman = useToman()
  const saveServerCart = useSaveCart()
  const quantity = (n: number) => format.number(n, 'digits', { maximumFractionDigits: 2 })
  // Which lines left the cart and why: by name when staff stopped orders for them.
  const droppedMessage = droppedTitles.length ? t('cart.notOrderable', { titles: format.list(droppedTitles, { type: 'conjunction' }) }) : t('cart.unavailable')

  // What the server would not price (no longer sold) leaves the cart; quantities follow the unit's rule.
  useEffect(() => {
    if (!quote || loading) return
    const priced = new Map(quote.lines.map((l) => [l.productId, l.quantity]))
    const current = cartStore.read()
    const next = current.filter((l) => priced.has(l.productId)).map((l) => ({ ...l, quantity: priced.get(l.productId)! }))
    if (JSON.stringify(next) !== JSON.stringify(current)) cartStore.write(next)
  }, [quote, loading])

  if (lines.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-steel-300 p-10 text-center" data-testid="cart-empty">
        {dropped ? <FormMessage tone="error">{droppedMessage}</FormMessage> : null}
        <p className="text-lg text-steel-700">{t('cart.empty')}</p>
        <Link href={staticPages.search} className="mt-4 inline-block rounded-lg bg-primary-700 px-5 py-2 font-semibold text-white hover:bg-primary-800">
          {t('cart.emptyCta')}
        </Link>
      </div>
    )
  }

  const priced = quote?.lines ?? []
  return (
    <div className="grid gap-8 lg:grid-cols-3" aria-busy={loading}>
      <section className="lg:col-span-2" aria-label={t('cart.title')}>
        {dropped ? <FormMessage tone="error">{droppedMessage}</FormMessage> : null}
        <ul className="divide-y divide-steel-200 rounded-xl border border-steel-200 bg-white" data-testid="cart-lines">
          {priced.map((l) => (
            <li key={l.productId} className="flex flex-wrap items-center gap-4 p-4" data-testid="cart-line" data-product={l.productId}>
              {l.image ? <Image src={l.image.url} alt={l.image.alt} width={72} height={54} className="rounded object-cover" /> : null}
              <div className="min-w-40 flex-1">
                <Link href={l.path} className="font-semibold text-steel-900 hover:text-primary-700">
                  {l.title}
                </Link>
                <p className="text-sm text-steel-600">
                  {toman(l.unitPrice)} · {t(`catalog.perUnit.${l.unit}`)}
                </p>
                {l.madeToOrder ? <p className="text-sm text-amber-800" data-testid="made-to-order">{t('cart.madeToOrder')}</p> : null}
              </div>
              <QuantityInput unit={l.unit} value={l.quantity} onChange={(v) => setQuantity(l.productId, v)} label={`${t('cart.quantity')} (${t(`catalog.unit.${l.unit}`)})`} />
              <p className="w-36 text-end font-semibold" data-testid="line-total">
                {toman(l.lineTotal)}
              </p>
              <button type="button" onClick={() => removeFromCart(l.productId)} aria-label={t('cart.remove', { title: l.title })} className="rounded p-2 text-red-700 hover:bg-red-50">
                <Trash2 aria-hidden className="size-5" />
              </button>
              <span className="sr-only">
                {quantity(l.quantity)} {t(`catalog.unit.${l.unit}`)}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-steel-500">{loading ? t('cart.loading') : t('cart.pricesFromServer')}</p>
      </section>
      <aside className="space-y-4 self-start rounded-xl border border-steel-200 bg-white p-6 shadow-sm">
        <p className="flex items-baseline justify-between text-lg">
          <span>
            {t('cart.total')}
            <span className="vat-in text-sm text-steel-600">{` (${t('cart.totalWithoutVat')})`}</span>
          </span>
          <strong className="text-primary-700" data-testid="cart-total">
            {quote ? toman(quote.total) : '…'}
          </strong>
        </p>
        {quote ? (
          <div className="vat-in space-y-2 text-sm" data-testid="cart-vat">
            <p className="flex items-baseline justify-between gap-2">
              <span>{t('cart.vatLine', { rate: quote.vat.vatRate })}</span>
              <span data-testid="cart-vat-amount">{toman(quote.vat.vat)}</span>
            </p>
            <p className="flex items-baseline justify-between gap-2 text-base font-semibold">
              <span>{t('cart.totalWithVat')}</span>
              <span data-testid="cart-total-with-vat">{toman(quote.vat.total)}</span>
            </p>
          </div>
        ) : null}
        {quote?.weight ? (
          <p className="flex items-baseline justify-between gap-2 text-sm">
            <span>{t('weight.total')}</span>
            <WeightTotal weight={quote.weight} />
          </p>
        ) : null}
        <FreightLine province={province} onChange={setProvince} freight={quote?.freight ?? null} />
        {session.status === 'signed-in' && session.kind === 'customer' ? (
          // A document, not an app page: a full load, once the cart as it is now is saved on the server.
          <a
            href={localizedPath(locale, province ? `/cart/proforma?province=${province}` : '/cart/proforma')}
            onClick={async (e) => {
              e.preventDefault()
              const href = e.currentTarget.href
              await saveServerCart()
              window.location.assign(href)
            }}
            className="flex items-center justify-center gap-2 rounded-lg border border-steel-300 px-4 py-2 font-medium hover:bg-steel-50" data-testid="cart-proforma">
            <FileText aria-hidden className="size-4" />
            {t('cart.proforma')}
          </a>
        ) : null}
        {session.status === 'signed-in' && session.kind === 'customer' ? (
          // Tonnage or sizes beyond the list: the same lines, priced by sales instead.
          <Link href={`${rfqFormPath}?${lines.map((l) => `product=${l.productId}:${l.quantity}`).join('&')}`} className="block text-center text-sm font-medium text-primary-800 underline" data-testid="cart-rfq">
            {t('rfq.askCart')}
          </Link>
        ) : null}
        <h2 className="text-lg font-semibold">{t('cart.checkout')}</h2>
        {session.status === 'signed-in' && session.kind === 'customer' ? (
          <CheckoutForm locale={locale} defaultPhone={session.mobile ?? ''} />
        ) : session.status === 'loading' ? null : (
          <div className="space-y-3" data-testid="login-required">
            <FormMessage tone="info">{t('cart.loginRequired')}</FormMessage>
            <a href={loginPathFor(locale, localizedPath(locale, pathname))} className="block rounded-lg bg-primary-700 px-4 py-2 text-center font-semibold text-white hover:bg-primary-800">
              {t('cart.loginToOrder')}
            </a>
          </div>
        )}
      </aside>
    </div>
  )
}
