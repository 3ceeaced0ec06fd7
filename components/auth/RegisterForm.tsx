'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { registerAction } from '@/app/actions/auth'
import { registerSchema, type RegisterInput } from '@/lib/auth/register-schema'
import type { z } from 'zod'
import { Field } from './Field'
import { FormMessage } from './FormMessage'
import { SubmitButton } from './SubmitButton'
import { useErrorText } from './use-error-text'

const fields = ['name', 'email', 'mobile', 'password', 'confirmPassword'] as const

export function RegisterForm({ locale, next }: { locale: string; next?: string }) {
  const t = useTranslations('auth')
  const errorText = useErrorText()
  const [formError, setFormError] = useState<string>()
  const form = useForm<RegisterInput, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', mobile: '', password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  async function submit() {
    setFormError(undefined)
    const result = await registerAction(locale, form.getValues(), next)
    if (result.ok) return window.location.assign(result.next)
    for (const [field, key] of Object.entries(result.fieldErrors ?? {})) {
      if ((fields as readonly string[]).includes(field)) form.setError(field as (typeof fields)[number], { message: key })
    }
    setFormError(errorText(result.error, result.params))
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <Field label={t('fields.name')} autoComplete="name" error={errorText(errors.name?.message)} {...form.register('name')} />
      <Field label={t('fields.email')} type="email" autoComplete="email" dir="ltr" error={errorText(errors.email?.message)} {...form.register('email')} />
      <Field label={t('fields.mobile')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" hint={t('hints.mobile')} error={errorText(errors.mobile?.message)} {...form.register('mobile')} />
      <Field label={t('fields.password')} type="password" autoComplete="new-password" dir="ltr" hint={t('hints.password')} error={errorText(errors.password?.message)} {...form.register('password')} />
      <Field label={t('fields.confirmPassword')} type="password" autoComplete="new-password" dir="ltr" error={errorText(errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <SubmitButton busy={isSubmitting} busyLabel={t('login.working')} className="w-full">
        {t('register.submit')}
      </SubmitButton>
    </form>
  )
}
