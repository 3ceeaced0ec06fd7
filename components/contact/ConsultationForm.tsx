'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { consultationAction } from '@/app/actions/consultation'
import { Field, TextAreaField } from '@/components/forms/Field'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { notify } from '@/components/notify/notify'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { consultationErrors, consultationFields, consultationLimits } from '@/lib/consultation/fields'
import type { ConsultationInput, consultationSchema } from '@/lib/consultation/schema'
import { orFallback } from '@/lib/i18n/runtime-key'
import { ScriptForm } from '@/components/forms/ScriptForm'

const schema = lazyZodResolver(() => import('@/lib/consultation/schema').then((m) => m.consultationSchema))

const empty: ConsultationInput = { fullName: '', mobileNumber: '', subject: '', text: '' }

/** The consultation request form; the server checks the same schema again and limits requests per address. */
export function ConsultationForm() {
  const t = useTranslations('consultation')
  const locale = useLocale()
  const [formError, setFormError] = useState<string>()
  const form = useForm<ConsultationInput, unknown, z.output<typeof consultationSchema>>({ resolver: schema.resolver, defaultValues: empty })
  const { errors, isSubmitting } = form.formState
  const errorText = (key?: string, params?: Record<string, number>) => (key ? orFallback(t, `errors.${key}`, 'errors.generic', params) : undefined)

  async function submit() {
    setFormError(undefined)
    let result
    try {
      result = await consultationAction(locale, form.getValues())
    } catch {
      return setFormError(t('errors.generic'))
    }
    if (result.ok) {
      form.reset(empty)
      notify({ title: t('successTitle'), description: t('success'), color: 'success', closeLabel: t('close') })
      return
    }
    for (const [field, key] of Object.entries(result.fieldErrors ?? {})) {
      if ((consultationFields as readonly string[]).includes(field)) form.setError(field as (typeof consultationFields)[number], { message: key })
    }
    setFormError(result.fieldErrors ? summary(Object.values(result.fieldErrors)) : errorText(result.error, result.params))
  }

  // "Filling all fields is mandatory." when something is missing; the fields say what else is wrong.
  const summary = (keys: (string | undefined)[]) => (keys.includes(consultationErrors.required) ? t('errors.allRequired') : undefined)
  const textError = errorText(errors.text?.message)
  return (
    <ScriptForm noValidate onSubmit={form.handleSubmit(submit, (invalid) => setFormError(summary(Object.values(invalid).map((e) => e?.message))))} className="space-y-4" data-testid="consultation-form" onFocus={schema.warm}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.fullName')} autoComplete="name" maxLength={consultationLimits.fullName} error={errorText(errors.fullName?.message)} {...form.register('fullName')} />
        <Field label={t('fields.mobileNumber')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" error={errorText(errors.mobileNumber?.message)} {...form.register('mobileNumber')} />
      </div>
      <Field label={t('fields.subject')} maxLength={consultationLimits.subject} error={errorText(errors.subject?.message)} {...form.register('subject')} />
      <TextAreaField label={t('fields.text')} rows={5} maxLength={consultationLimits.text} error={textError} {...form.register('text')} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <SubmitButton busy={isSubmitting} busyLabel={t('sending')}>{t('submit')}</SubmitButton>
    </ScriptForm>
  )
}
