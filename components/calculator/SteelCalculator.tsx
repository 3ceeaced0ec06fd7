'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useToman } from '@/components/catalog/Toman'
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { Field } from '@/components/forms/Field'
import { localizeDigits } from '@/lib/i18n/numbering'
import type { Locale } from '@/lib/i18n/config'
import type { CalculatorOutput, CalculatorValues, calculatorSchema } from '@/lib/steel/calculator-schema'
import { defaultQuantity, hollowShapes, priceBases, sectionShapes, shapeSizes, steelErrors, steelLimits, type SteelField } from '@/lib/steel/section-weight'
import { orFallback } from '@/lib/i18n/runtime-key'
import { ScriptForm } from '@/components/forms/ScriptForm'

type Schema = typeof calculatorSchema
type TextField = Exclude<keyof CalculatorValues, 'shape' | 'priceBasis'>

/**
 * The schema (and Zod with it, most of this island's JavaScript) is fetched when the visitor first
 * reaches the form (a tap or focus), not with the page: nothing can be worked out before they type
 * a size, and evaluating Zod as the page loaded was a long task of about 150 ms on a phone.
 */
function useCalculatorSchema(): [Schema | 'failed' | null, () => void] {
  const [schema, setSchema] = useState<Schema | 'failed' | null>(null)
  const asked = useRef(false)
  const live = useRef(true)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])
  const ask = useCallback(() => {
    if (asked.current) return
    asked.current = true
    import('@/lib/steel/calculator-schema').then(
      (m) => live.current && setSchema(() => m.calculatorSchema),
      () => live.current && setSchema('failed'),
    )
  }, [])
  return [schema, ask]
}

/** The form's first values, the default length and count in the page's digits. */
function startValues(locale: Locale): CalculatorValues {
  const sizes = Object.fromEntries(Object.values(shapeSizes).flat().map((f) => [f, ''])) as Record<(typeof shapeSizes)[keyof typeof shapeSizes][number], string>
  return {
    shape: 'round',
    ...sizes,
    thickness: '',
    length: localizeDigits(String(defaultQuantity.lengthM), locale),
    count: localizeDigits(String(defaultQuantity.count), locale),
    price: '',
    priceBasis: 'kg',
  }
}

/** Each field's first problem, by message key. */
function problemsOf(parsed: ReturnType<Schema['safeParse']> | undefined): Partial<Record<SteelField, string>> {
  const problems: Partial<Record<SteelField, string>> = {}
  if (!parsed || parsed.success) return problems
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SteelField
    problems[field] ??= issue.message
  }
  return problems
}

const radioClass = 'flex cursor-pointer items-center gap-2 rounded-lg border border-steel-200 bg-white px-3 py-2 text-sm text-steel-800 has-checked:border-primary-600 has-checked:bg-primary-50'

/**
 * The steel weight calculator: a section's shape and sizes, the length and count, and an optional
 * price give the weight per metre, the total weight and an estimate, worked out as the visitor
 * types by the rules in lib/steel. Nothing is sent anywhere.
 */
export function SteelCalculator() {
  const t = useTranslations('calculator.form')
  const locale = useLocale()
  const format = useFormatter()
  const toman = useToman()
  const [schema, askSchema] = useCalculatorSchema()
  const [values, setValues] = useState<CalculatorValues>(() => startValues(locale))
  // Fields the visitor has been in and left: only they may say "required".
  const [left, setLeft] = useState<ReadonlySet<TextField>>(() => new Set())

  const parsed = useMemo(() => (schema && schema !== 'failed' ? schema.safeParse(values) : undefined), [schema, values])
  const problems = problemsOf(parsed)
  const result: CalculatorOutput | null = parsed?.success ? parsed.data : null

  const digits = (n: number) => format.number(n, 'digits')
  const limits: Record<string, string> = {
    [steelErrors.sizeTooLarge]: digits(steelLimits.maxSizeMm),
    [steelErrors.lengthTooLong]: digits(steelLimits.maxLengthM),
    [steelErrors.countTooLarge]: digits(steelLimits.maxCount),
    [steelErrors.priceTooLarge]: format.number(steelLimits.maxPrice, 'whole'),
  }
  const errorOf = (field: TextField): string | undefined => {
    const key = problems[field]
    if (!key || (key === 'required' && !left.has(field))) return undefined
    return orFallback(t, `errors.${key}`, 'errors.notNumber', { max: limits[key] ?? '' })
  }

  const set = (name: keyof CalculatorValues) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value }))
  const leave = (name: TextField) => () => setLeft((s) => (s.has(name) ? s : new Set(s).add(name)))

  const numberField = (name: TextField, label: string, extra: { inputMode?: 'decimal' | 'numeric'; hint?: string; required?: boolean } = {}) => (
    <Field
      key={name}
      name={name}
      label={label}
      hint={extra.hint}
      value={values[name]}
      onChange={set(name)}
      onBlur={leave(name)}
      error={errorOf(name)}
      type="text"
      inputMode={extra.inputMode ?? 'decimal'}
      autoComplete="off"
      dir="ltr"
      aria-required={extra.required === false ? undefined : true}
    />
  )

  const sizes = shapeSizes[values.shape] as readonly TextField[]
  const hollow = hollowShapes.has(values.shape)

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]" data-testid="calculator">
      <ScriptForm noValidate onSubmit={(e) => e.preventDefault()} onPointerDown={askSchema} onFocus={askSchema} aria-label={t('formLabel')} className="space-y-6">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-steel-800">{t('shape')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {sectionShapes.map((shape) => (
              <label key={shape} className={radioClass}>
                <input type="radio" name="shape" value={shape} checked={values.shape === shape} onChange={set('shape')} className="size-4 accent-primary-700" />
                {t(`shapes.${shape}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-3">
          {sizes.map((name) => numberField(name, t(`fields.${name}`), name === 'legB' ? { hint: t('hints.legB') } : {}))}
          {numberField('thickness', t(hollow ? 'fields.wall' : 'fields.thickness'))}
        </div>

        <div className="grid gap-4 sm:grid-cols-3">
          {numberField('length', t('fields.length'))}
          {numberField('count', t('fields.count'), { inputMode: 'numeric' })}
        </div>

        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          {numberField('price', t('fields.price'), { inputMode: 'numeric', hint: t('hints.price'), required: false })}
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-steel-800">{t('priceBasis')}</legend>
            <div className="flex gap-2">
              {priceBases.map((basis) => (
                <label key={basis} className={radioClass}>
                  <input type="radio" name="priceBasis" value={basis} checked={values.priceBasis === basis} onChange={set('priceBasis')} className="size-4 accent-primary-700" />
                  {t(`priceBases.${basis}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </ScriptForm>

      <section aria-labelledby="calculator-result" className="self-start rounded-xl bg-steel-50 p-6" data-testid="calculator-result">
        <h2 id="calculator-result" className="text-lg font-bold">{t('result')}</h2>
        <div aria-live="polite">
          {result ? (
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="text-sm text-steel-700">{t('perMetre')}</dt>
                <dd className="text-2xl font-bold" data-testid="weight-per-metre">{t('perMetreValue', { value: digits(result.weights.perMetre) })}</dd>
              </div>
              <div>
                <dt className="text-sm text-steel-700">{t('total')}</dt>
                <dd className="text-2xl font-bold">
                  <span data-testid="total-weight">{t('kg', { value: digits(result.weights.kilograms) })}</span>
                  {result.weights.tonnes !== null ? (
                    <span className="ms-2 text-base font-medium text-steel-700" data-testid="total-tonnes">{t('tonnes', { value: digits(result.weights.tonnes) })}</span>
                  ) : null}
                </dd>
                <dd className="mt-1 text-sm text-steel-700">{t('quantity', { count: result.count, pieces: digits(result.count), length: digits(result.lengthM) })}</dd>
              </div>
              {result.price ? (
                <div>
                  <dt className="text-sm text-steel-700">{t('estimate')}</dt>
                  <dd className="text-2xl font-bold" data-testid="price-estimate">{toman(result.price.estimate)}</dd>
                </div>
              ) : null}
            </dl>
          ) : (
            <p className="mt-4 text-sm text-steel-700" data-testid="calculator-waiting">{schema === 'failed' ? t('loadFailed') : t('waiting')}</p>
          )}
        </div>
      </section>
    </div>
  )
}
