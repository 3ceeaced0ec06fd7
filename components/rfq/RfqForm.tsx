'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { useForm, useWatch, type FieldError } from 'react-hook-form'
import { DateField } from '@/components/forms/DateField'
import { DocumentSlots } from '@/components/forms/DocumentSlots'
import { FormSection } from '@/components/forms/FormSection'
import { LongFormFrame } from '@/components/forms/LongFormFrame'
import { Repeatable } from '@/components/forms/Repeatable'
import { SelectField } from '@/components/forms/SelectField'
import { SubmissionSuccess } from '@/components/forms/SubmissionSuccess'
import { TextField } from '@/components/forms/TextField'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { useFormDraft } from '@/components/forms/use-form-draft'
import { useFormErrorText } from '@/components/forms/use-form-text'
import { useLongForm } from '@/components/forms/use-long-form'
import { Link } from '@/components/i18n/AnchorLink'
import { citiesOf } from '@/lib/geo/cities'
import { provinces } from '@/lib/geo/provinces'
import type { Locale } from '@/lib/i18n/config'
import { rfqSlots } from '@/lib/rfq/attachments'
import { rfqFormPath } from '@/lib/rfq/paths'
import { emptyCustomLine, emptyRfq, type RfqData, type RfqInput, type RfqLineInput } from '@/lib/rfq/schema'
import { MAX_LINES, rfqUnits } from '@/lib/rfq/states'
import { sectionShapes, shapeSizes } from '@/lib/steel/section-weight'

const schema = lazyZodResolver(() => import('@/lib/rfq/schema').then((m) => m.rfqSchema))

const sections = [
  { id: 'lines', paths: ['lines'] },
  { id: 'delivery', paths: ['province', 'city', 'wantedDate'] },
  { id: 'notes', paths: ['customerNote'] },
] as const

/**
 * The request for quotation (signed-in customers): catalogue products brought from the product page
 * or the cart, custom sections typed in, the delivery city, a wanted date, notes and a drawing.
 */
export function RfqForm({ initialLines = [] }: { initialLines?: RfqLineInput[] }) {
  const t = useTranslations('rfq')
  const shapeName = useTranslations('calculator.form.shapes')
  const locale = useLocale() as Locale
  const errorText = useFormErrorText()
  const blank = () => emptyRfq(initialLines)
  const form = useForm<RfqInput, unknown, RfqData>({ resolver: schema.resolver, defaultValues: blank(), shouldFocusError: false })
  // A request started from a product or a cart is its own draft, not the one typed before.
  const draft = useFormDraft(`draft:rfq:v1:${initialLines.map((l) => l.product).join(',')}`, form, blank)
  const { bindForm, ...send } = useLongForm({ form, slots: rfqSlots as never, endpoint: `/api/forms/rfq?locale=${locale}`, onSent: draft.clear })
  const [lines, province, city] = useWatch({ control: form.control, name: ['lines', 'province', 'city'] })
  const cities = citiesOf(province ?? '')

  // A city belongs to its province: another province starts with its capital chosen.
  useEffect(() => {
    if (province && !cities.some((c) => c.key === city)) form.setValue('city', cities[0]?.key ?? '')
  }, [province, city, cities, form])

  if (send.reference) {
    return (
      <div className="space-y-4">
        <SubmissionSuccess reference={send.reference} />
        <p className="text-center">
          <Link href={rfqFormPath} className="font-semibold text-primary-800 underline">{t('mine')}</Link>
        </p>
      </div>
    )
  }

  const linesError = form.formState.errors.lines as (FieldError & { root?: FieldError }) | undefined
  const linesMessage = errorText(linesError?.message ?? linesError?.root?.message)
  const frameSections = [...sections.map((s) => ({ ...s, title: t(`sections.${s.id}`) })), { id: 'attachments', title: t('slots.drawing'), paths: [] }]

  return (
    <LongFormFrame form={form} bindForm={bindForm} send={send} draft={draft} sections={frameSections} testId="rfq-form">
      <FormSection id="lines" title={t('sections.lines')}>
        <Repeatable name="lines" label={t('lines')} itemLabel={t('line')} newItem={emptyCustomLine} max={MAX_LINES}>
          {(prefix, index, rowName) => {
            const line = lines?.[index]
            const units = rfqUnits.map((value) => ({ value, label: t(`units.${value}`) }))
            if (line?.kind === 'product') {
              return (
                <>
                  <p className="font-semibold text-steel-900 sm:col-span-2" data-testid="rfq-product-line">{line.title}</p>
                  <TextField name={`${prefix}.quantity`} label={t('fields.quantity')} context={rowName} required inputMode="decimal" ltr maxLength={20} />
                  <SelectField name={`${prefix}.unit`} label={t('fields.unit')} context={rowName} required options={units} />
                </>
              )
            }
            const shape = line?.shape || 'round'
            return (
              <>
                <SelectField name={`${prefix}.shape`} label={t('fields.shape')} context={rowName} required options={sectionShapes.map((value) => ({ value, label: shapeName(value) }))} />
                <TextField name={`${prefix}.sizeA`} label={t('fields.sizeA')} context={rowName} required inputMode="decimal" ltr maxLength={20} />
                {shapeSizes[shape].length === 2 ? <TextField name={`${prefix}.sizeB`} label={t('fields.sizeB')} context={rowName} required inputMode="decimal" ltr maxLength={20} /> : null}
                <TextField name={`${prefix}.wall`} label={t('fields.wall')} context={rowName} required inputMode="decimal" ltr maxLength={20} />
                <TextField name={`${prefix}.length`} label={t('fields.length')} context={rowName} required inputMode="decimal" ltr maxLength={20} />
                <TextField name={`${prefix}.grade`} label={t('fields.grade')} context={rowName} maxLength={100} />
                <TextField name={`${prefix}.coating`} label={t('fields.coating')} context={rowName} maxLength={100} />
                <TextField name={`${prefix}.quantity`} label={t('fields.quantity')} context={rowName} required inputMode="decimal" ltr maxLength={20} />
                <SelectField name={`${prefix}.unit`} label={t('fields.unit')} context={rowName} required options={units} />
              </>
            )
          }}
        </Repeatable>
        {linesMessage ? (
          <p className="text-sm text-red-700" role="alert" data-testid="rfq-lines-error">
            {linesMessage}
          </p>
        ) : null}
      </FormSection>

      <FormSection id="delivery" title={t('sections.delivery')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="province" label={t('fields.province')} required options={provinces.map((p) => ({ value: p.key, label: p[locale] }))} />
          <SelectField name="city" label={t('fields.city')} required options={cities.map((c) => ({ value: c.key, label: c[locale] }))} />
          <DateField name="wantedDate" label={t('fields.wantedDate')} />
        </div>
      </FormSection>

      <FormSection id="notes" title={t('sections.notes')}>
        <TextField name="customerNote" label={t('fields.customerNote')} multiline maxLength={2000} />
      </FormSection>

      <FormSection id="attachments" title={t('slots.drawing')}>
        <DocumentSlots slots={rfqSlots as never} label={() => t('slots.drawing')} send={send} />
      </FormSection>
    </LongFormFrame>
  )
}
