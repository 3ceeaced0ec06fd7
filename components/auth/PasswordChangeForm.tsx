'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { changePasswordAction, setPasswordAfterCodeAction } from '@/app/actions/profile'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import type { PasswordChangeInput, passwordChangeSchema } from '@/lib/auth/profile-schema'
import { ScriptForm } from '@/components/forms/ScriptForm'

const withCurrent = lazyZodResolver(() => import('@/lib/auth/profile-schema').then((m) => m.passwordChangeSchema))
const withoutOld = lazyZodResolver(() => import('@/lib/auth/profile-schema').then((m) => m.passwordResetSchema as unknown as typeof m.passwordChangeSchema))
import { Field } from '@/components/forms/Field'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useErrorText } from './use-error-text'

const empty: PasswordChangeInput = { currentPassword: '', password: '', confirmPassword: '' }

/**
 * A new password, checked against the current one; or, `afterCode`, right after signing in with a
 * texted code (how a forgotten password is replaced), without it until it has been used once.
 */
export function PasswordChangeForm({ afterCode = false }: { afterCode?: boolean }) {
  const t = useTranslations()
  const errorText = useErrorText()
  const [withoutCurrent, setWithoutCurrent] = useState(afterCode)
  const [message, setMessage] = useState<{ tone: 'error' | 'success' | 'info'; text: string }>()
  const form = useForm<PasswordChangeInput, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: (values, context, options) => (withoutCurrent ? withoutOld : withCurrent).resolver(values, context, options),
    defaultValues: empty,
  })
  const { errors, isSubmitting } = form.formState

  async function submit() {
    setMessage(undefined)
    const result = withoutCurrent ? await setPasswordAfterCodeAction(form.getValues()) : await changePasswordAction(form.getValues())
    if (result.ok) {
      form.reset(empty)
      setWithoutCurrent(false)
      return setMessage({ tone: 'success', text: t('profile.passwordChanged') })
    }
    for (const [field, key] of Object.entries(result.fieldErrors ?? {})) form.setError(field as keyof PasswordChangeInput, { message: key })
    if (result.error === 'codeSessionExpired') setWithoutCurrent(false)
    if (result.error) setMessage({ tone: 'error', text: errorText(result.error, result.params) ?? '' })
  }

  return (
    <ScriptForm noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4" data-testid="password-change" onFocus={withoutCurrent ? withoutOld.warm : withCurrent.warm}>
      {withoutCurrent ? (
        <FormMessage tone="info">{t('profile.passwordAfterCode')}</FormMessage>
      ) : (
        <Field label={t('auth.fields.currentPassword')} type="password" autoComplete="current-password" dir="ltr" error={errorText(errors.currentPassword?.message)} {...form.register('currentPassword')} />
      )}
      <Field label={t('auth.fields.newPassword')} type="password" autoComplete="new-password" dir="ltr" hint={t('auth.hints.password')} error={errorText(errors.password?.message)} {...form.register('password')} />
      <Field label={t('auth.fields.confirmPassword')} type="password" autoComplete="new-password" dir="ltr" error={errorText(errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <SubmitButton busy={isSubmitting} busyLabel={t('auth.login.working')}>
        {t('profile.changePassword')}
      </SubmitButton>
    </ScriptForm>
  )
}
