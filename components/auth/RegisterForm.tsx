'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { registerAction, requestRegistrationCodeAction } from '@/app/actions/auth'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import type { RegisterInput, registerSchema } from '@/lib/auth/register-schema'
import type { ActionResult } from '@/lib/action-result'
import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/config'
import { CodeStep } from './CodeStep'
import { Field } from '@/components/forms/Field'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useCountdown } from './use-countdown'
import { useErrorText } from './use-error-text'
import { ScriptForm } from '@/components/forms/ScriptForm'

const fields = ['name', 'email', 'mobile', 'password', 'confirmPassword'] as const

const schema = lazyZodResolver(() => import('@/lib/auth/register-schema').then((m) => m.registerSchema))

/** Handlers run after render; the clock is read there, not while rendering. */
const secondsFromNow = (seconds: number) => Date.now() + seconds * 1000

/**
 * Registration in two steps: the details, then the code texted to the number they give. The
 * details stay in the form while the code is awaited; the account exists only once the code is back.
 */
export function RegisterForm({ locale, next }: { locale: Locale; next?: string }) {
  const t = useTranslations('auth')
  const errorText = useErrorText()
  const [formError, setFormError] = useState<string>()
  const [sent, setSent] = useState<{ minutes: number } | null>(null)
  const [resendAt, setResendAt] = useState<number | null>(null)
  const secondsLeft = useCountdown(resendAt)
  const form = useForm<RegisterInput, unknown, z.output<typeof registerSchema>>({
    resolver: schema.resolver,
    defaultValues: { name: '', email: '', mobile: '', password: '', confirmPassword: '' },
  })
  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' } })
  const { errors, isSubmitting } = form.formState

  /** Field errors go back onto the details; a field error means the details must be edited. */
  function showFailure(result: Exclude<ActionResult, { ok: true }>) {
    let onDetails = false
    for (const [field, key] of Object.entries(result.fieldErrors ?? {})) {
      if ((fields as readonly string[]).includes(field)) {
        form.setError(field as (typeof fields)[number], { message: key })
        onDetails = true
      } else if (field === 'code') codeForm.setError('code', { message: key })
    }
    if (onDetails) setSent(null)
    setFormError(errorText(result.error, result.params))
    if (result.error === 'cooldown' && result.params?.seconds) setResendAt(secondsFromNow(result.params.seconds))
  }

  async function sendCode() {
    setFormError(undefined)
    const result = await requestRegistrationCodeAction(locale, form.getValues())
    if (!result.ok) return showFailure(result)
    setSent({ minutes: Math.round(result.expiresIn / 60) })
    setResendAt(secondsFromNow(result.resendIn))
    codeForm.reset({ code: '' })
  }

  async function create({ code }: { code: string }) {
    setFormError(undefined)
    const result = await registerAction(locale, { ...form.getValues(), code }, next)
    if (result.ok) return window.location.assign(result.next)
    showFailure(result)
  }

  if (sent) {
    return (
      <CodeStep
        sent={t('register.codeSent', { mobile: form.getValues('mobile'), minutes: sent.minutes })}
        form={codeForm}
        onSubmit={create}
        submitLabel={t('register.submit')}
        formError={formError}
        secondsLeft={secondsLeft}
        onResend={() => void sendCode()}
        backLabel={t('register.editDetails')}
        onBack={() => setSent(null)}
        testId="register-code"
      />
    )
  }

  return (
    <ScriptForm noValidate onSubmit={form.handleSubmit(sendCode)} className="space-y-4" onFocus={schema.warm}>
      <Field label={t('fields.name')} autoComplete="name" error={errorText(errors.name?.message)} {...form.register('name')} />
      <Field label={t('fields.email')} type="email" autoComplete="email" dir="ltr" error={errorText(errors.email?.message)} {...form.register('email')} />
      <Field label={t('fields.mobile')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" hint={t('hints.mobile')} error={errorText(errors.mobile?.message)} {...form.register('mobile')} />
      <Field label={t('fields.password')} type="password" autoComplete="new-password" dir="ltr" hint={t('hints.password')} error={errorText(errors.password?.message)} {...form.register('password')} />
      <Field label={t('fields.confirmPassword')} type="password" autoComplete="new-password" dir="ltr" error={errorText(errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <SubmitButton busy={isSubmitting} busyLabel={t('login.working')} className="w-full" disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : t('register.sendCode')}
      </SubmitButton>
    </ScriptForm>
  )
}
