'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { placeOrderAction } from '@/app/actions/orders'
import { Field, TextAreaField } from '@/components/forms/Field'
import { FormMessage } from '@/components/auth/FormMessage'
import { SubmitButton } from '@/components/auth/SubmitButton'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import type { CheckoutInput, checkoutSchema } from '@/lib/orders/checkout-schema'
import { cartStore, checkoutDone, checkoutKey } from './cart-store'

const schema = lazyZodResolver(() => import('@/lib/orders/checkout-schema').then((m) => m.checkoutSchema))

/** Delivery details and the one button that places the order (once, however often it is pressed). */
export function CheckoutForm({ locale, defaultPhone }: { locale: string; defaultPhone: string }) {
  const t = useTranslations('cart')
  const [formError, setFormError] = useState<string>()
  const form = useForm<CheckoutInput, unknown, z.output<typeof checkoutSchema>>({ resolver: schema.resolver, defaultValues: { address: '', phone: defaultPhone, note: '' } })
  const { errors, isSubmitting } = form.formState
  const err = (key?: string) => (key ? t(`errors.${key}` as 'errors.generic') : undefined)

  async function submit() {
    setFormError(undefined)
    const result = await placeOrderAction(locale, { lines: cartStore.read(), checkout: form.getValues(), key: checkoutKey() })
    if (!result.ok) {
      for (const [field, key] of Object.entries(result.fieldErrors ?? {})) form.setError(field as keyof CheckoutInput, { message: key })
      if (result.error) setFormError(result.error === 'loginRequired' ? t('loginRequired') : t.has(`errors.${result.error}`) ? t(`errors.${result.error}` as 'errors.generic') : t('errors.generic'))
      // The key placed another cart's order: the next press is a new checkout with a new key.
      if (result.error === 'keyReused') checkoutDone()
      return
    }
    checkoutDone()
    cartStore.write([])
    window.location.assign(result.path)
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4" data-testid="checkout" onFocus={schema.warm}>
      <TextAreaField id="checkout-address" label={t('address')} error={err(errors.address?.message)} {...form.register('address')} />
      <Field label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" error={err(errors.phone?.message)} {...form.register('phone')} />
      <Field label={t('note')} error={err(errors.note?.message)} {...form.register('note')} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <SubmitButton busy={isSubmitting} busyLabel={t('placing')} className="w-full">
        {t('placeOrder')}
      </SubmitButton>
    </form>
  )
}
