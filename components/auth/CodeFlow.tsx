'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { ActionResult } from '@/lib/action-result'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import type { requestCodeSchema } from '@/lib/auth/login-schema'
import { CodeStep } from './CodeStep'
import { Field } from '@/components/forms/Field'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useCountdown } from './use-countdown'
import { useErrorText } from './use-error-text'
import { ScriptForm } from '@/components/forms/ScriptForm'

/** Handlers run after render; the clock is read there, not while rendering. */
const secondsFromNow = (seconds: number) => Date.now() + seconds * 1000

const loadSchemas = () => import('@/lib/auth/login-schema')
const numberSchema = lazyZodResolver(() => loadSchemas().then((m) => m.requestCodeSchema))

type Sent = { resendIn: number; expiresIn: number }
type Props<V extends object> = {
  /** Sends a code to the (normalized) number. */
  request: (input: { mobile: string }) => Promise<ActionResult<Sent>>
  /** Checks the code; on success the caller decides what happens next. */
  verify: (input: { mobile: string; code: string }) => Promise<ActionResult<V>>
  onVerified: (result: { ok: true } & V) => void
  mobileLabel: string
  sendLabel: string
  submitLabel: string
  sentMessage: (mobile: string, minutes: number) => string
}

/**
 * Two steps shared by code sign-in and the mobile change: a number, then the code texted to it,
 * with a resend button that wakes up when the cooldown ends.
 */
export function CodeFlow<V extends object>({ request, verify, onVerified, mobileLabel, sendLabel, submitLabel, sentMessage }: Props<V>) {
  const t = useTranslations('auth')
  const errorText = useErrorText()
  const [sentTo, setSentTo] = useState<{ mobile: string; minutes: number } | null>(null)
  const [resendAt, setResendAt] = useState<number | null>(null)
  const [formError, setFormError] = useState<string>()
  const secondsLeft = useCountdown(resendAt)

  const numberForm = useForm<z.input<typeof requestCodeSchema>, unknown, z.output<typeof requestCodeSchema>>({ resolver: numberSchema.resolver, defaultValues: { mobile: '' } })
  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' } })

  async function send(mobile: string) {
    setFormError(undefined)
    const result = await request({ mobile })
    if (!result.ok) {
      if (result.fieldErrors?.mobile) numberForm.setError('mobile', { message: result.fieldErrors.mobile })
      setFormError(errorText(result.error, result.params))
      if (result.error === 'cooldown' && result.params?.seconds) setResendAt(secondsFromNow(result.params.seconds))
      return
    }
    setSentTo({ mobile, minutes: Math.round(result.expiresIn / 60) })
    setResendAt(secondsFromNow(result.resendIn))
    codeForm.reset({ code: '' })
  }

  async function check({ code }: { code: string }) {
    if (!sentTo) return
    setFormError(undefined)
    const parsed = (await loadSchemas()).verifyCodeSchema.safeParse({ mobile: sentTo.mobile, code })
    if (!parsed.success) {
      codeForm.setError('code', { message: parsed.error.issues[0]?.message })
      return
    }
    const result = await verify({ mobile: sentTo.mobile, code: parsed.data.code })
    if (result.ok) return onVerified(result)
    if (result.fieldErrors?.code) codeForm.setError('code', { message: result.fieldErrors.code })
    else setFormError(errorText(result.error, result.params))
  }

  if (!sentTo) {
    return (
      <ScriptForm noValidate onSubmit={numberForm.handleSubmit(({ mobile }) => send(mobile))} className="space-y-4" onFocus={numberSchema.warm}>
        <Field
          label={mobileLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          hint={t('hints.mobile')}
          error={errorText(numberForm.formState.errors.mobile?.message)}
          {...numberForm.register('mobile')}
        />
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <SubmitButton busy={numberForm.formState.isSubmitting} busyLabel={t('login.working')} className="w-full" disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : sendLabel}
        </SubmitButton>
      </ScriptForm>
    )
  }

  return (
    <CodeStep
      sent={sentMessage(sentTo.mobile, sentTo.minutes)}
      form={codeForm}
      onSubmit={check}
      submitLabel={submitLabel}
      formError={formError}
      secondsLeft={secondsLeft}
      onResend={() => send(sentTo.mobile)}
      backLabel={t('login.changeNumber')}
      onBack={() => setSentTo(null)}
    />
  )
}
