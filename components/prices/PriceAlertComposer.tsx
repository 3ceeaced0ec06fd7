'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition, type FormEvent } from 'react'
import { setPriceAlertAction } from '@/app/actions/price-alerts'
import { Field } from '@/components/forms/Field'
import type { ActionResult } from '@/lib/action-result'
import { ScriptForm } from '@/components/forms/ScriptForm'

type Kind = 'change' | 'below'

/** Sets the alert: checked in the browser with the schema the server action checks with. */
export function PriceAlertComposer({ productId }: { productId: number }) {
  const t = useTranslations('prices.alerts')
  const locale = useLocale()
  const [kind, setKind] = useState<Kind>('change')
  const [threshold, setThreshold] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const [pending, start] = useTransition()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSaved(false)
    start(async () => {
      const input = { productId, kind, threshold }
      const { alertSchema } = await import('@/lib/prices/alert-schema')
      const checked = alertSchema.safeParse(input)
      if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'failed')
      const answer: ActionResult = await setPriceAlertAction(locale, input).catch(() => ({ ok: false, error: 'failed' }))
      if (answer.ok) {
        setError(null)
        setSaved(true)
      } else setError(answer.fieldErrors?.threshold ?? answer.error ?? 'failed')
    })
  }

  const knownError = (key: string) => (['threshold', 'product'].includes(key) ? t(`errors.${key as 'threshold'}`) : t('errors.failed'))
  return (
    <ScriptForm onSubmit={submit} noValidate className="space-y-3" data-testid="price-alert-form">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('kind')}</legend>
        {(['change', 'below'] as const).map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm">
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
            {t(k === 'change' ? 'kindChange' : 'kindBelow')}
          </label>
        ))}
      </fieldset>
      {kind === 'below' ? (
        <Field name="threshold" label={t('threshold')} inputMode="numeric" value={threshold} onChange={(e) => setThreshold(e.target.value)} error={error === 'threshold' ? knownError(error) : undefined} />
      ) : null}
      {error && error !== 'threshold' ? (
        <p role="alert" className="text-sm text-red-700">
          {knownError(error)}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm text-emerald-800" data-testid="alert-saved">
          {t('saved')}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className="rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 disabled:opacity-60">
        {t('save')}
      </button>
    </ScriptForm>
  )
}
