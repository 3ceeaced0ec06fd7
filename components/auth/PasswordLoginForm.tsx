'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { passwordLoginAction } from '@/app/actions/auth'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import type { passwordLoginSchema } from '@/lib/auth/login-schema'
import { Field } from '@/components/forms/Field'
import type { Locale } from '@/lib/i18n/config'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useErrorText } from './use-error-text'
import { ScriptForm } from '@/components/forms/ScriptForm'

const schema = lazyZodResolver(() => import('@/lib/auth/login-schema').then((m) => m.passwordLoginSchema))

export function PasswordLoginForm({ locale, next }: { locale: Locale; next?: string }) {
  const t = useTranslations('auth')
  const errorText = useErrorText()
  const [formError, setFormError] = useState<string>()
  const form = useForm<z.input<typeof passwordLoginSchema>, unknown, z.output<typeof passwordLoginSchema>>({
    resolver: schema.resolver,
    defaultValues: { identifier: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState

  async function submit(values: z.input<typeof passwordLoginSchema>) {
    setFormError(undefined)
    const result = await passwordLoginAction(locale, values, next)
    if (result.ok) return window.location.assign(result.next)
    for (const [field, key] of Object.entries(result.fieldErrors ?? {})) form.setError(field as 'identifier' | 'password', { message: key })
    setFormError(errorText(result.error, result.params))
  }

  return (
    // The server receives what was typed and runs the same schema again.
    <ScriptForm noValidate onSubmit={form.handleSubmit(() => submit(form.getValues()))} className="space-y-4" onFocus={schema.warm}>
      <Field label={t('fields.identifier')} autoComplete="username" dir="ltr" error={errorText(errors.identifier?.message)} {...form.register('identifier')} />
      <Field label={t('fields.password')} type="password" autoComplete="current-password" dir="ltr" error={errorText(errors.password?.message)} {...form.register('password')} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <SubmitButton busy={isSubmitting} busyLabel={t('login.working')} className="w-full">
        {t('login.submit')}
      </SubmitButton>
    </ScriptForm>
  )
}
