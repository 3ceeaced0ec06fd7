'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import { ChoiceGroup } from '@/components/forms/ChoiceGroup'
import { Checkbox } from '@/components/forms/Checkbox'
import { DateField } from '@/components/forms/DateField'
import { DocumentSlots } from '@/components/forms/DocumentSlots'
import { FormSection } from '@/components/forms/FormSection'
import { LongFormFrame } from '@/components/forms/LongFormFrame'
import { Repeatable } from '@/components/forms/Repeatable'
import { SelectField } from '@/components/forms/SelectField'
import { SubmissionSuccess } from '@/components/forms/SubmissionSuccess'
import { TextField } from '@/components/forms/TextField'
import { useFormDraft } from '@/components/forms/use-form-draft'
import { useLongForm } from '@/components/forms/use-long-form'
import { slotsFor } from '@/lib/forms/bundle'
import { supplierSlots } from '@/lib/suppliers/attachments'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { activityAreas, addressKinds, companyTypes, emptyOtherCertificate, emptySupplier, namedCertificates, personTypes } from '@/lib/suppliers/options'
import type { SupplierData, SupplierInput } from '@/lib/suppliers/schema'
import { runtimeKeys } from '@/lib/i18n/runtime-key'

const schema = lazyZodResolver(() => import('@/lib/suppliers/schema').then((m) => m.supplierSchema))

/** Which answers each section holds, to count its mistakes in the navigation. */
const sections = [
  { id: 'identity', paths: ['companyName', 'supplierName', 'personType', 'nationalId', 'registration', 'economicCode', 'foundingDate', 'fieldOfActivity', 'ceoName', 'companyType'] },
  { id: 'addresses', paths: ['addresses'] },
  { id: 'contact', paths: ['contactNumber', 'email', 'website'] },
  { id: 'activity', paths: ['activityAreas'] },
  { id: 'certificates', paths: ['certificates', 'otherCertificates'] },
  { id: 'licence', paths: ['licence'] },
  { id: 'attachments', paths: [] },
] as const

const draftKey = 'draft:supplier-questionnaire:v1'

/** The supplier qualification questionnaire (SPEC.md §3) with its documents. */
export function SupplierForm() {
  const t = useTranslations('suppliers')
  const locale = useLocale()
  const form = useForm<SupplierInput, unknown, SupplierData>({ resolver: schema.resolver, defaultValues: emptySupplier(), shouldFocusError: false })
  const draft = useFormDraft(draftKey, form, emptySupplier)
  const { bindForm, ...send } = useLongForm({ form, slots: supplierSlots as never, endpoint: `/api/forms/suppliers?locale=${locale}`, onSent: draft.clear })
  const [personType, companyType, certificates] = useWatch({ control: form.control, name: ['personType', 'companyType', 'certificates'] })
  const legal = personType === 'legal'

  if (send.reference) return <SubmissionSuccess reference={send.reference} />

  const frameSections = sections.map((s) => ({ ...s, title: t(`sections.${s.id}`) }))
  // Option and slot names come from the form's lists, so their keys are made at run time.
  const named = runtimeKeys(t)
  const option = (group: string) => (value: string) => ({ value, label: named(`${group}.${value}`) })

  return (
    <LongFormFrame form={form} bindForm={bindForm} send={send} draft={draft} sections={frameSections} testId="supplier-form">
      <FormSection id="identity" title={t('sections.identity')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="companyNameFa" label={t('fields.companyNameFa')} required maxLength={200} />
          <TextField name="companyNameEn" label={t('fields.companyNameEn')} ltr maxLength={200} />
          <TextField name="companyNameAr" label={t('fields.companyNameAr')} maxLength={200} />
          <TextField name="supplierName" label={t('fields.supplierName')} required maxLength={200} />
        </div>
        <ChoiceGroup name="personType" label={t('fields.personType')} required options={personTypes.map(option('personTypes'))} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="nationalId" label={legal ? t('fields.nationalIdCompany') : t('fields.nationalIdPerson')} required inputMode="numeric" ltr maxLength={20} />
          <TextField name="economicCode" label={t('fields.economicCode')} required={legal} inputMode="numeric" ltr maxLength={20} />
          {legal ? (
            <>
              <TextField name="registrationNumber" label={t('fields.registrationNumber')} required inputMode="numeric" ltr maxLength={20} />
              <DateField name="registrationDate" label={t('fields.registrationDate')} required />
              <TextField name="ceoName" label={t('fields.ceoName')} required maxLength={200} />
              <SelectField name="companyType" label={t('fields.companyType')} required options={companyTypes.map(option('companyTypes'))} />
              {companyType === 'other' ? <TextField name="companyTypeOther" label={t('fields.companyTypeOther')} required maxLength={200} /> : null}
            </>
          ) : null}
          <DateField name="foundingDate" label={t('fields.foundingDate')} required />
          <TextField name="fieldOfActivity" label={t('fields.fieldOfActivity')} required maxLength={300} />
        </div>
      </FormSection>

      <FormSection id="addresses" title={t('sections.addresses')}>
        {addressKinds.map((kind) => {
          const place = t(`addressKinds.${kind}`)
          const required = kind === 'headOffice'
          return (
            <fieldset key={kind} className="space-y-3 rounded-lg border border-steel-200 p-3">
              <legend className="px-1 text-sm font-semibold text-steel-800">{place}</legend>
              {required ? null : <p className="text-xs text-steel-500">{t('addressHint')}</p>}
              <TextField name={`addresses.${kind}.address`} label={t('fields.address')} context={place} required={required} multiline maxLength={500} />
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField name={`addresses.${kind}.postalCode`} label={t('fields.postalCode')} context={place} required={required} inputMode="numeric" ltr maxLength={14} />
                <TextField name={`addresses.${kind}.phone`} label={t('fields.phone')} context={place} required={required} type="tel" ltr maxLength={20} />
                <TextField name={`addresses.${kind}.fax`} label={t('fields.fax')} context={place} type="tel" ltr maxLength={20} />
              </div>
            </fieldset>
          )
        })}
      </FormSection>

      <FormSection id="contact" title={t('sections.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="contactNumber" label={t('fields.contactNumber')} required type="tel" autoComplete="tel" ltr maxLength={20} />
          <TextField name="email" label={t('fields.email')} required type="email" autoComplete="email" ltr maxLength={254} />
          <TextField name="website" label={t('fields.website')} type="url" ltr maxLength={300} />
        </div>
      </FormSection>

      <FormSection id="activity" title={t('sections.activity')}>
        <ChoiceGroup name="activityAreas" label={t('fields.activityAreas')} required multiple options={activityAreas.map(option('activityAreas'))} />
      </FormSection>

      <FormSection id="certificates" title={t('sections.certificates')}>
        {namedCertificates.map((c) => {
          const name = t(`certificates.${c}`)
          return (
            <div key={c} className="rounded-lg border border-steel-200 p-3" data-certificate={c}>
              <p className="mb-2 font-semibold text-steel-900" dir="auto">{name}</p>
              <Checkbox name={`certificates.${c}.held`} label={t('certificates.held')} />
              {certificates?.[c]?.held ? (
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <TextField name={`certificates.${c}.issuer`} label={t('certificates.issuer')} context={name} required maxLength={200} />
                  <TextField name={`certificates.${c}.type`} label={t('certificates.type')} context={name} required maxLength={200} />
                  <DateField name={`certificates.${c}.receivedAt`} label={t('certificates.receivedAt')} context={name} required />
                  <DateField name={`certificates.${c}.expiresAt`} label={t('certificates.expiresAt')} context={name} required />
                </div>
              ) : null}
            </div>
          )
        })}
        <Repeatable name="otherCertificates" label={t('certificates.others')} itemLabel={t('certificates.item')} newItem={emptyOtherCertificate}>
          {(prefix, _index, context) => {
            return (
              <>
                <TextField name={`${prefix}.name`} label={t('certificates.name')} context={context} required maxLength={200} />
                <TextField name={`${prefix}.issuer`} label={t('certificates.issuer')} context={context} required maxLength={200} />
                <TextField name={`${prefix}.type`} label={t('certificates.type')} context={context} required maxLength={200} />
                <DateField name={`${prefix}.receivedAt`} label={t('certificates.receivedAt')} context={context} required />
                <DateField name={`${prefix}.expiresAt`} label={t('certificates.expiresAt')} context={context} required />
              </>
            )
          }}
        </Repeatable>
      </FormSection>

      <FormSection id="licence" title={t('sections.licence')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="licence.activityFields" label={t('licence.activityFields')} multiline maxLength={500} />
          <TextField name="licence.licensingCompanies" label={t('licence.licensingCompanies')} multiline maxLength={500} />
          <DateField name="licence.licenceDate" label={t('licence.licenceDate')} />
          <TextField name="licence.grantedFields" label={t('licence.grantedFields')} multiline maxLength={500} />
        </div>
      </FormSection>

      <FormSection id="attachments" title={t('sections.attachments')} intro={t('attachmentsIntro')}>
        <DocumentSlots slots={slotsFor(supplierSlots, { personType }) as never} label={(id) => named(`slots.${id}`)} hint={(slot) => (slot.applies ? t('companyOnly') : undefined)} send={send} />
      </FormSection>
    </LongFormFrame>
  )
}
