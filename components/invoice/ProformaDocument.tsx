import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { DetailList } from '@/components/layout/DetailList'
import { Letterhead } from '@/components/layout/Letterhead'
import { buyerLines } from '@/components/orders/BuyerSummary'
import { formatJalali } from '@/lib/dates/format-jalali'
import type { Locale } from '@/lib/i18n/config'
import type { Proforma } from '@/lib/invoice/proforma'

function Party({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="rounded-lg border border-steel-300 p-3 print:border-black print:p-2" data-testid={testId}>
      <h2 className="mb-1 font-bold">{title}</h2>
      {children}
    </section>
  )
}

/**
 * The proforma invoice: the same markup on screen, on paper and in the PDF. On paper it is set
 * tight enough that a dozen lines, the totals and both signatures fit one A4 sheet; a longer one
 * runs on, the table's heading repeated on each sheet, the totals, payment and signatures kept
 * together after the last line, and each sheet numbered «۱ از ۲» in the page's digits
 * (globals.css, `@page proforma-{locale}`).
 */
export async function ProformaDocument({ invoice, locale }: { invoice: Proforma; locale: Locale }) {
  const [t, tc, format, buyer] = await Promise.all([getTranslations('invoice'), getTranslations('catalog'), getFormatter(), invoice.buyer?.kind ? buyerLines(invoice.buyer) : []])
  const money = (n: number) => format.number(n, 'whole')
  const { seller, bank, totals } = invoice
  const cell = 'border border-steel-300 px-2 py-1.5 print:border-black print:py-1'
  return (
    <article className={`proforma-${locale} mx-auto max-w-[210mm] bg-white p-6 text-[10.5pt] leading-relaxed text-steel-900 shadow-sm print:max-w-none print:p-0 print:text-[9.5pt] print:leading-snug print:shadow-none`} data-testid="invoice">
      <header className="flex items-start justify-between gap-4 border-b-2 border-steel-900 pb-3 print:pb-2">
        <Letterhead name={seller.legalName} address={seller.address} />
        <div className="text-end">
          <h1 className="text-xl font-bold">{invoice.kind === 'quote' ? t('quoteTitle') : t('title')}</h1>
          <p>
            {t('number')}: <span dir="ltr" className="font-mono whitespace-nowrap" data-testid="invoice-number">{invoice.number}</span>
          </p>
          <p>
            {t('date')}: <span data-testid="invoice-date">{formatJalali(invoice.issuedAt, locale)}</span>
          </p>
          <p>
            {t('validUntil')}: {formatJalali(invoice.validUntil, locale)}
          </p>
        </div>
      </header>

      <div className="mt-4 grid gap-3 sm:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-2">
        <Party title={t('seller')} testId="invoice-seller">
          <DetailList
            lines={[
              { label: t('nationalId'), value: seller.nationalId, ltr: true },
              { label: t('economicCode'), value: seller.economicCode, ltr: true },
              { label: t('registrationNumber'), value: seller.registrationNumber, ltr: true },
              { label: t('postalCode'), value: seller.postalCode, ltr: true },
              { label: t('phone'), value: seller.phone, ltr: true },
            ]}
          />
        </Party>
        <Party title={t('buyer')} testId="invoice-buyer">
          <DetailList lines={[...buyer, { label: t('delivery'), value: invoice.delivery?.address }, { label: t('phone'), value: invoice.delivery?.phone, ltr: true }]} />
        </Party>
      </div>

      <table className="mt-4 w-full border-collapse text-start print:mt-3" data-testid="invoice-items">
        <thead className="bg-steel-100 print:bg-transparent">
          <tr>
            <th className={`${cell} w-10 text-center`}>{t('row')}</th>
            <th className={`${cell} text-start`}>{t('description')}</th>
            <th className={`${cell} text-center`}>{t('unit')}</th>
            <th className={`${cell} text-center`}>{t('quantity')}</th>
            <th className={`${cell} text-end`}>{t('unitPrice')}</th>
            <th className={`${cell} text-end`}>{t('lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, i) => (
            <tr key={`${i}-${item.title}`}>
              <td className={`${cell} text-center`}>{format.number(i + 1, 'digits')}</td>
              <td className={cell}>{item.title}</td>
              <td className={`${cell} text-center`}>{tc(`unit.${item.unit}`)}</td>
              <td className={`${cell} text-center`}>{format.number(item.quantity, 'digits', { maximumFractionDigits: 2 })}</td>
              <td className={`${cell} text-end`}>{money(item.unitPrice)}</td>
              <td className={`${cell} text-end`}>{money(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        {/* On paper the totals come once, after the last line and on its sheet (not at the foot of every sheet). */}
        <tfoot className="print:table-row-group print:break-inside-avoid">
          <tr>
            <td className={cell} colSpan={5}>
              {t('subtotal')}
            </td>
            <td className={`${cell} text-end`} data-testid="invoice-subtotal">
              {money(totals.subtotal)}
            </td>
          </tr>
          <tr>
            <td className={cell} colSpan={5}>
              {invoice.vatSince ? t('vat', { rate: totals.vatRate, since: formatJalali(invoice.vatSince, locale) }) : t('noVat')}
            </td>
            <td className={`${cell} text-end`} data-testid="invoice-vat">
              {money(totals.vat)}
            </td>
          </tr>
          {invoice.freightCharge ? (
            <tr data-testid="invoice-freight-charge">
              <td className={cell} colSpan={5}>
                {t('freightCharge')}
              </td>
              <td className={`${cell} text-end`}>{money(invoice.freightCharge)}</td>
            </tr>
          ) : null}
          <tr className="font-bold">
            <td className={cell} colSpan={5}>
              {t('total')}
            </td>
            <td className={`${cell} text-end`} data-testid="invoice-total">
              {money(totals.total)}
            </td>
          </tr>
          {invoice.freight ? (
            <tr data-testid="invoice-freight" data-kind={invoice.freight.kind}>
              <td className={cell} colSpan={5}>
                {t('freight', { province: invoice.freight.province })}
                {invoice.freight.kind === 'priced' || invoice.freight.kind === 'free' ? ` · ${t('freightWeight', { tons: format.number(invoice.freight.kilograms / 1000, 'digits', { maximumFractionDigits: 2 }) })}` : null}
              </td>
              <td className={`${cell} text-end`}>
                {invoice.freight.kind === 'priced' ? money(invoice.freight.cost) : invoice.freight.kind === 'free' ? t('freightFree') : invoice.freight.kind === 'unknown-weight' ? t('freightUnknownWeight') : t('freightNoRate')}
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      <div className="print:break-inside-avoid">
        <p className="mt-2 font-semibold" data-testid="invoice-words">
          {t('inWords', { words: invoice.totalInWords })}
        </p>

        <section className="mt-4 rounded-lg border border-steel-300 p-3 print:mt-2 print:border-black print:p-2" data-testid="invoice-payment">
          <h2 className="mb-1 font-bold">{t('payment')}</h2>
          <p className="mb-1">{t('paymentHow')}</p>
          <DetailList
            className="space-y-0.5 print:grid print:grid-cols-2 print:gap-x-4 print:space-y-0"
            lines={[
              { label: t('accountHolder'), value: bank.accountHolder },
              { label: t('bank'), value: bank.bankName },
              { label: t('accountNumber'), value: bank.accountNumber, ltr: true },
              { label: t('iban'), value: bank.iban, ltr: true, latin: true },
              { label: t('card'), value: bank.card?.replace(/(\d{4})(?=\d)/g, '$1-'), ltr: true },
            ]}
          />
        </section>
        <p className="mt-3 text-[9.5pt] print:mt-2 print:text-[8.5pt]">{t('validity', { date: formatJalali(invoice.validUntil, locale) })}</p>

        <footer className="mt-10 grid grid-cols-2 gap-6 text-center text-[9.5pt] print:mt-8" data-testid="invoice-signatures">
          <p className="border-t border-steel-400 pt-2 print:border-black">{t('sellerSign')}</p>
          <p className="border-t border-steel-400 pt-2 print:border-black">{t('buyerSign')}</p>
        </footer>
      </div>
    </article>
  )
}
