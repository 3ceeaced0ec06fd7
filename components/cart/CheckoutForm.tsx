'use client'

import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { placeOrderAction } from '@/app/actions/orders'
import { BuyerFields } from '@/components/buyer/BuyerFields'
import { Field, TextAreaField } from '@/components/forms/Field'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { queryClient } from '@/components/query/client'
import { fetchJson } from '@/components/query/fetch-json'
import { emptyBuyer, type BuyerFormValues } from '@/lib/orders/buyer-schema'
import type { CheckoutInput, checkoutSchema } from '@/lib/orders/checkout-schema'
import { orFallback } from '@/lib/i18n/runtime-key'
import type { Locale } from '@/lib/i18n/config'
import { cartStore, checkoutDone, checkoutKey } from './cart-store'
import { ScriptForm } from '@/components/forms/ScriptForm'

/** The form holds both kinds of buyer's inputs (see asBuyerForm). */
type Values = Omit<CheckoutInput, 'buyer'> & { buyer: BuyerFormValues }

/** Nothing typed into the buyer's part yet (a saved record may then replace it whole). */
const untouched = (buyer: BuyerFormValues) => (Object.keys(emptyBuyer) as (keyof BuyerFormValues)[]).every((key) => buyer[key] === emptyBuyer[key])

const schema = lazyZodResolver(() => Promise.all([import('@/lib/orders/checkout-schema'), import('@/lib/orders/buyer-schema')]).then(([m, b]) => b.asBuyerForm(m.checkoutSchema)))

/** The buyer's legal details, delivery details and the one button that places the order (once, however often it is pressed). */
export function CheckoutForm({ locale, defaultPhone }: { locale: Locale; defaultPhone: string }) {
  const t = useTranslations('cart')
  const tb = useTranslations('buyer')
  const [formError, setFormError] = useState<string>()
  const form = useForm<Values, unknown, z.output<typeof checkoutSchema>>({ resolver: schema.resolver, defaultValues: { buyer: emptyBuyer, address: '', phone: defaultPhone, note: '' } })
  const { errors, isSubmitting } = form.formState
  // The details saved on the profile (or at the last checkout) fill the buyer's part, unless typing has
  // begun. Only when there is something saved, and only the buyer's fields: resetting the whole form
  // rewrote every input on the next render, and a national code typed in that moment was lost (seen
  // in CI for a new customer, whose saved details are all empty).
  const saved = useQuery({
    queryKey: ['buyer'],
    queryFn: () => fetchJson<{ buyer: BuyerFormValues | null }>('/api/buyer'),
    staleTime: 0,
  }, queryClient).data?.buyer
  useEffect(() => {
    if (saved && !untouched(saved) && untouched(form.getValues('buyer'))) form.setValue('buyer', saved)
  }, [saved, form])
  const err = (key?: string) => (key ? orFallback(t, `errors.${key}`, 'errors.generic') : undefined)

  async function submit() {
    setFormError(undefined)
    const result = await placeOrderAction(locale, { lines: cartStore.read(), checkout: form.getValues(), key: checkoutKey() })
    if (!result.ok) {
      for (const [field, key] of Object.entries(result.fieldErrors ?? {})) form.setError(field as 'address', { message: key })
      if (result.error) setFormError(result.error === 'loginRequired' ? t('loginRequired') : orFallback(t, `errors.${result.error}`, 'errors.generic'))
      // The key placed another cart's order: the next press is a new checkout with a new key.
      if (result.error === 'keyReused') checkoutDone()
      return
    }
    checkoutDone()
    cartStore.write([])
    window.location.assign(result.path)
  }

  return (
    <FormProvider {...form}>
    <ScriptForm noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4" data-testid="checkout" onFocus={schema.warm}>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold text-steel-900">{tb('title')}</legend>
        <BuyerFields />
      </fieldset>
      <TextAreaField id="checkout-address" label={t('address')} error={err(errors.address?.message)} {...form.register('address')} />
      <Field label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" error={err(errors.phone?.message)} {...form.register('phone')} />
      <Field label={t('note')} error={err(errors.note?.message)} {...form.register('note')} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <SubmitButton busy={isSubmitting} busyLabel={t('placing')} className="w-full">
        {t('placeOrder')}
      </SubmitButton>
    </ScriptForm>
    </FormProvider>
  )
}
