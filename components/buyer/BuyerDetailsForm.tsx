'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { saveBuyerAction } from '@/app/actions/buyer'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import type { z } from 'zod'
import type { BuyerFormValues, buyerFormSchema } from '@/lib/orders/buyer-schema'
import { BuyerFields } from './BuyerFields'
import { ScriptForm } from '@/components/forms/ScriptForm'

const schema = lazyZodResolver(() => import('@/lib/orders/buyer-schema').then((m) => m.asBuyerForm(m.buyerFormSchema)))

type Values = { buyer: BuyerFormValues }

/** The legal details on /profile that every later checkout and proforma invoice start from. */
export function BuyerDetailsForm({ initial }: { initial: BuyerFormValues }) {
  const t = useTranslations('buyer')
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>()
  const form = useForm<Values, unknown, z.output<typeof buyerFormSchema>>({ resolver: schema.resolver, defaultValues: { buyer: initial } })

  async function submit() {
    setMessage(undefined)
    const result = await saveBuyerAction(form.getValues().buyer)
    if (result.ok) return setMessage({ tone: 'success', text: t('saved') })
    for (const [field, key] of Object.entries(result.fieldErrors ?? {})) form.setError(`buyer.${field}` as 'buyer', { message: key })
    if (result.error) setMessage({ tone: 'error', text: t('notSaved') })
  }

  return (
    <FormProvider {...form}>
      <ScriptForm noValidate onSubmit={form.handleSubmit(submit)} onFocus={schema.warm} className="space-y-4" data-testid="buyer-details">
        <p className="text-sm text-steel-600">{t('why')}</p>
        <BuyerFields />
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('saving')}>
          {t('save')}
        </SubmitButton>
      </ScriptForm>
    </FormProvider>
  )
}
