'use client'

import { useTranslations } from 'next-intl'
import type { UseFormReturn } from 'react-hook-form'
import { Field } from '@/components/forms/Field'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useErrorText } from './use-error-text'
import { ScriptForm } from '@/components/forms/ScriptForm'

type Props = {
  /** Where the code went and for how long it holds. */
  sent: string
  form: UseFormReturn<{ code: string }>
  onSubmit: (values: { code: string }) => Promise<void>
  submitLabel: string
  formError?: string
  /** Seconds until another code may be asked for; 0 when it may. */
  secondsLeft: number
  onResend: () => void
  /** The way back to the step before (another number, or the details typed). */
  backLabel: string
  onBack: () => void
  testId?: string
}

/** The second step of every texted-code flow (sign-in, sign-up): the code, resend, and back. */
export function CodeStep({ sent, form, onSubmit, submitLabel, formError, secondsLeft, onResend, backLabel, onBack, testId }: Props) {
  const t = useTranslations('auth')
  const errorText = useErrorText()
  return (
    <ScriptForm noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" data-testid={testId}>
      <FormMessage tone="info">{sent}</FormMessage>
      <Field
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={12}
        autoFocus
        error={errorText(form.formState.errors.code?.message)}
        {...form.register('code')}
      />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('login.working')} className="w-full">
        {submitLabel}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-primary-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-steel-400 disabled:no-underline"
          disabled={secondsLeft > 0}
          onClick={onResend}
        >
          {secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : t('login.resend')}
        </button>
        <button type="button" className="text-steel-600 underline-offset-4 hover:underline" onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </ScriptForm>
  )
}
