'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { updateProfileAction } from '@/app/actions/profile'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import type { ProfileInput, profileSchema } from '@/lib/auth/profile-schema'
import { ScriptForm } from '@/components/forms/ScriptForm'

const schema = lazyZodResolver(() => import('@/lib/auth/profile-schema').then((m) => m.profileSchema))
import { Field } from '@/components/forms/Field'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useErrorText } from './use-error-text'

export function ProfileDetailsForm({ initial }: { initial: ProfileInput }) {
  const t = useTranslations()
  const errorText = useErrorText()
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>()
  const form = useForm<ProfileInput, unknown, z.output<typeof profileSchema>>({ resolver: schema.resolver, defaultValues: initial })
  const { errors, isSubmitting } = form.formState

  async function submit() {
    setMessage(undefined)
    const result = await updateProfileAction(form.getValues())
    if (result.ok) return setMessage({ tone: 'success', text: t('profile.saved') })
    for (const [field, key] of Object.entries(result.fieldErrors ?? {})) form.setError(field as keyof ProfileInput, { message: key })
    if (result.error) setMessage({ tone: 'error', text: errorText(result.error) ?? '' })
  }

  return (
    <ScriptForm noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4" data-testid="profile-details">
      <Field label={t('auth.fields.name')} autoComplete="name" error={errorText(errors.name?.message)} {...form.register('name')} />
      <Field label={t('auth.fields.email')} type="email" autoComplete="email" dir="ltr" error={errorText(errors.email?.message)} {...form.register('email')} />
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <SubmitButton busy={isSubmitting} busyLabel={t('auth.login.working')}>
        {t('profile.save')}
      </SubmitButton>
    </ScriptForm>
  )
}
