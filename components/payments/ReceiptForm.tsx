'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useWholeNumber } from '@/components/catalog/use-whole-number'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { DateField } from '@/components/forms/DateField'
import { describedBy, FieldFrame } from '@/components/forms/FieldFrame'
import { inputClass } from '@/components/forms/field-id'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { TextField } from '@/components/forms/TextField'
import { receiptFileHint, receiptFileLimits, type ReceiptFileProblem } from '@/lib/payments/receipt-file-rules'
import type { ReceiptInput, receiptSchema } from '@/lib/payments/receipt-schema'
import { runtimeKeys } from '@/lib/i18n/runtime-key'
import { ScriptForm } from '@/components/forms/ScriptForm'

const schema = lazyZodResolver(() => import('@/lib/payments/receipt-schema').then((m) => m.receiptSchema))

type Answer = { id?: number; fieldErrors?: Record<string, string>; file?: ReceiptFileProblem; error?: string; params?: Record<string, number> }

/** The customer's bank-transfer receipt for one order: amount, tracking number, Jalali date and the photo or PDF. */
export function ReceiptForm({ orderId, remaining }: { orderId: number; remaining: number }) {
  const t = useTranslations('payments')
  const router = useRouter()
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  // A new key empties the file input after a receipt is sent.
  const [fileInput, setFileInput] = useState(0)
  const [fileProblem, setFileProblem] = useState<ReceiptFileProblem>()
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>()
  const whole = useWholeNumber()
  // Prefilled as the page writes amounts (grouped, its own digits); the schema reads any digits back.
  const form = useForm<ReceiptInput, unknown, z.output<typeof receiptSchema>>({ resolver: schema.resolver, defaultValues: { amount: remaining > 0 ? whole(remaining) : '', trackingNumber: '', transferDate: '' } })
  const fileError = fileProblem ? t(`errors.${fileProblem}`) : undefined

  function check(picked: File | null): File | null {
    const problem = picked ? receiptFileHint(picked) : 'missing'
    setFileProblem(problem ?? undefined)
    return problem ? null : picked
  }

  async function submit(values: z.output<typeof receiptSchema>) {
    setMessage(undefined)
    const picked = check(file)
    if (!picked) return
    const body = new FormData()
    body.set('amount', String(values.amount))
    body.set('trackingNumber', values.trackingNumber)
    body.set('transferDate', values.transferDate)
    body.set('file', picked)
    let answer: Answer = {}
    let status = 0
    try {
      const response = await fetch(`/api/order-receipts/${orderId}`, { method: 'POST', body })
      status = response.status
      answer = (await response.json().catch(() => ({}))) as Answer
    } catch {
      return setMessage({ tone: 'error', text: t('errors.generic') })
    }
    if (status === 201) {
      form.reset({ amount: '', trackingNumber: '', transferDate: '' })
      setFile(null)
      setFileInput((n) => n + 1)
      setMessage({ tone: 'success', text: t('sent') })
      return router.refresh()
    }
    for (const [field, key] of Object.entries(answer.fieldErrors ?? {})) form.setError(field as keyof ReceiptInput, { message: key })
    if (answer.file) setFileProblem(answer.file)
    if (status === 413) setFileProblem('tooBig')
    const general = answer.error && runtimeKeys(t).has(`errors.${answer.error}`) ? runtimeKeys(t)(`errors.${answer.error}`, answer.params) : !answer.fieldErrors && !answer.file && status !== 413 ? t('errors.generic') : undefined
    if (general) setMessage({ tone: 'error', text: general })
  }

  return (
    <FormProvider {...form}>
      <ScriptForm noValidate onSubmit={form.handleSubmit(submit, () => void check(file))} onFocus={schema.warm} className="space-y-4" data-testid="receipt-form">
        <p className="text-sm text-steel-600">{t('sendHow')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="amount" label={t('amount')} required ltr inputMode="numeric" />
          <TextField name="trackingNumber" label={t('trackingNumber')} required ltr autoComplete="off" maxLength={60} />
          <DateField name="transferDate" label={t('transferDate')} required />
          <FieldFrame id={fileId} label={t('file')} required hint={t('fileHint')} error={fileError}>
            <input
              key={fileInput}
              id={fileId}
              name="file"
              type="file"
              accept={receiptFileLimits.accept}
              aria-required
              onChange={(e) => {
                const picked = e.target.files?.[0] ?? null
                setFile(picked)
                check(picked)
              }}
              className={`${inputClass} file:me-3 file:rounded file:border-0 file:bg-steel-100 file:px-3 file:py-1`}
              {...describedBy(fileId, t('fileHint'), fileError)}
            />
          </FieldFrame>
        </div>
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('sending')}>
          {t('submit')}
        </SubmitButton>
      </ScriptForm>
    </FormProvider>
  )
}
