'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'
import type { PriceSheetKey, PriceSheetTranslations } from '@/cms/admin/price-sheet-translations'
import { localeTags, toLocale } from '@/lib/i18n/config'
import type { SheetOutcome } from '@/lib/prices/sheet/import'
import { sheetHeaders } from '@/lib/prices/sheet/layout'
import type { FileRefusal } from '@/lib/prices/sheet/read'

const endpoint = '/api/products/price-sheet'
type Planned = Exclude<SheetOutcome, { status: 'refused' }>
type Shown = SheetOutcome | { status: 'error'; error: 'network' | 'forbidden' }

/**
 * Upload an edited price sheet, see what it would change, apply it. The file is sent again with
 * the apply, together with the fingerprint of the preview: the server applies only what was shown.
 */
export function PriceSheetTool() {
  const { t, i18n } = useTranslation<PriceSheetTranslations, PriceSheetKey>()
  const lang = toLocale(i18n.language)
  const digits = new Intl.NumberFormat(localeTags[lang])
  const percent = new Intl.NumberFormat(localeTags[lang], { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })
  const [file, setFile] = useState<File | null>(null)
  const [shown, setShown] = useState<Shown | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  const [busy, setBusy] = useState(false)

  async function send(url: string) {
    if (!file) return
    setBusy(true)
    try {
      const response = await fetch(url, { method: 'POST', body: file, credentials: 'include' })
      if (response.status === 401 || response.status === 403) setShown({ status: 'error', error: 'forbidden' })
      else setShown((await response.json()) as SheetOutcome)
    } catch {
      setShown({ status: 'error', error: 'network' })
    } finally {
      setBusy(false)
    }
  }

  function preview(event: FormEvent) {
    event.preventDefault()
    setConfirmed(false)
    void send(`${endpoint}/preview`)
  }

  const planned: Planned | null = shown && shown.status !== 'refused' && shown.status !== 'error' ? shown : null
  const needsConfirm = planned?.plan.changes.some((c) => c.large) ?? false
  const canApply = planned !== null && ['preview', 'confirm', 'stale'].includes(planned.status) && planned.plan.refusals.length === 0 && planned.plan.changes.length > 0 && (!needsConfirm || confirmed)

  function refusalText(refusal: FileRefusal): string {
    switch (refusal.reason) {
      case 'tooBig':
        return t('priceSheet:file_tooBig', { size: digits.format(refusal.size / 1024 / 1024) })
      case 'missingColumns':
        return t('priceSheet:file_missingColumns', { columns: new Intl.ListFormat(lang).format(refusal.columns.map((c) => sheetHeaders[lang][c])) })
      case 'tooManyRows':
        return t('priceSheet:file_tooManyRows', { max: digits.format(refusal.max) })
      default:
        return t(`priceSheet:file_${refusal.reason}`)
    }
  }

  return (
    <div className="price-sheet">
      <p>{t('priceSheet:intro')}</p>
      <p>
        <a className="btn btn--style-secondary btn--size-medium" href={endpoint} download>
          {t('priceSheet:download')}
        </a>
      </p>
      <form className="price-sheet__form" onSubmit={preview}>
        <label className="field-label" htmlFor="price-sheet-file">
          {t('priceSheet:file')}
        </label>
        <input
          id="price-sheet-file"
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            setShown(null)
          }}
        />
        <Button type="submit" disabled={!file || busy}>
          {busy ? t('priceSheet:working') : t('priceSheet:preview')}
        </Button>
      </form>

      <div role="status" aria-live="polite" className="price-sheet__status" data-testid="price-sheet-status">
        {shown?.status === 'error' ? <p className="price-sheet__error">{t(`priceSheet:error_${shown.error}`)}</p> : null}
        {shown?.status === 'refused' ? <p className="price-sheet__error">{refusalText(shown.refusal)}</p> : null}
        {planned && planned.status !== 'preview' && planned.status !== 'rowsRefused' ? (
          <p className={planned.status === 'applied' || planned.status === 'nothing' ? 'price-sheet__done' : 'price-sheet__error'}>
            {planned.status === 'failed'
              ? t('priceSheet:status_failed', { row: digits.format(planned.row) })
              : t(`priceSheet:status_${planned.status}`, { count: digits.format(planned.plan.changes.length) })}
          </p>
        ) : null}
      </div>

      {planned ? (
        <>
          <p>
            {t('priceSheet:summary', {
              changes: digits.format(planned.plan.changes.length),
              unchanged: digits.format(planned.plan.unchanged),
              refused: digits.format(planned.plan.refusals.length),
            })}
          </p>
          {planned.plan.refusals.length ? (
            <section aria-labelledby="price-sheet-refused">
              <h3 id="price-sheet-refused">{t('priceSheet:refusedHeading')}</h3>
              <p>{t('priceSheet:refusedHint')}</p>
              <table className="price-sheet__table">
                <thead>
                  <tr>
                    <th scope="col">{t('priceSheet:row')}</th>
                    <th scope="col">{t('priceSheet:reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {planned.plan.refusals.map((r) => (
                    <tr key={`${r.row}-${r.reason}`}>
                      <td>{digits.format(r.row)}</td>
                      <td>{t(`priceSheet:reason_${r.reason}`, { value: r.value ?? '', firstRow: r.firstRow === undefined ? '' : digits.format(r.firstRow) })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          {planned.plan.changes.length ? (
            <section aria-labelledby="price-sheet-changes">
              <h3 id="price-sheet-changes">{t('priceSheet:changesHeading')}</h3>
              <table className="price-sheet__table">
                <thead>
                  <tr>
                    <th scope="col">{t('priceSheet:row')}</th>
                    <th scope="col">{t('priceSheet:product')}</th>
                    <th scope="col">{t('priceSheet:oldPrice')}</th>
                    <th scope="col">{t('priceSheet:newPrice')}</th>
                    <th scope="col">{t('priceSheet:change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {planned.plan.changes.map((c) => (
                    <tr key={c.id} className={c.large ? 'price-sheet__large' : undefined}>
                      <td>{digits.format(c.row)}</td>
                      <td>{c.title}</td>
                      <td>{digits.format(c.oldPrice)}</td>
                      <td>{digits.format(c.price)}</td>
                      <td>
                        <span dir="ltr">{c.percent === null ? '—' : percent.format(c.percent / 100)}</span>
                        {c.large ? <strong> ({t('priceSheet:large', { threshold: digits.format(planned.threshold) })})</strong> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          {planned.status !== 'applied' && needsConfirm && planned.plan.refusals.length === 0 ? (
            <label className="price-sheet__confirm">
              <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />{' '}
              {t('priceSheet:confirmLarge', { threshold: digits.format(planned.threshold) })}
            </label>
          ) : null}
          {planned.status !== 'applied' ? (
            <Button disabled={!canApply || busy} onClick={() => void send(`${endpoint}/apply?key=${planned.key}${confirmed ? '&confirm=1' : ''}`)}>
              {t('priceSheet:apply')}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
