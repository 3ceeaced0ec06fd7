'use client'

import { useTranslations } from 'next-intl'
import { useWatch } from 'react-hook-form'
import { ChoiceGroup } from '@/components/forms/ChoiceGroup'
import { TextField } from '@/components/forms/TextField'
import { buyerKinds } from '@/lib/orders/buyer-schema'

/**
 * The buyer's legal details under `buyer.` of the surrounding form (profile and checkout): a person
 * gives a national code, a company its registration. Codes are typed in any digits and read left to right.
 */
export function BuyerFields() {
  const t = useTranslations('buyer')
  const kind = useWatch({ name: 'buyer.kind' }) as string | undefined
  return (
    <div className="space-y-4" data-testid="buyer-fields">
      <ChoiceGroup name="buyer.kind" label={t('kind')} required options={buyerKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
      {kind === 'company' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="buyer.companyName" label={t('companyName')} required autoComplete="organization" maxLength={200} className="sm:col-span-2" />
          <TextField name="buyer.legalId" label={t('legalId')} required ltr inputMode="numeric" />
          <TextField name="buyer.economicCode" label={t('economicCode')} required ltr inputMode="numeric" />
          <TextField name="buyer.registrationNumber" label={t('registrationNumber')} required ltr inputMode="numeric" />
          <TextField name="buyer.landline" label={t('landline')} required ltr type="tel" inputMode="tel" />
          <TextField name="buyer.address" label={t('address')} required multiline maxLength={500} className="sm:col-span-2" />
          <TextField name="buyer.postalCode" label={t('postalCode')} required ltr inputMode="numeric" autoComplete="postal-code" />
        </div>
      ) : (
        <TextField name="buyer.nationalCode" label={t('nationalCode')} required ltr inputMode="numeric" hint={t('nationalCodeHint')} />
      )}
    </div>
  )
}
