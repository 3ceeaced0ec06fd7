'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import { ChoiceGroup } from '@/components/forms/ChoiceGroup'
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
import { employmentSlots, photoMaxBytes } from '@/lib/employment/attachments'
import { sizeLabel } from '@/lib/forms/bundle'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { educationLevels, emptyEmployment, emptyJob, emptyLanguage, employmentTypes, housingTypes, languageLevels, maritalStatuses, militaryStatuses, skillLevels, softwareSkills, usesOtherSoftware } from '@/lib/employment/options'
import type { EmploymentData, EmploymentInput } from '@/lib/employment/schema'
import { runtimeKeys } from '@/lib/i18n/runtime-key'
import { PhotoSize } from './PhotoSize'

const schema = lazyZodResolver(() => import('@/lib/employment/schema').then((m) => m.employmentSchema))

/** Which answers each section holds, to count its mistakes in the navigation. */
const sections = [
  { id: 'personal', paths: ['firstName', 'lastName', 'fatherName', 'nationalCode', 'birth', 'religion', 'numberOf', 'marital', 'dependents', 'spouse', 'marriage', 'fatherJob', 'motherJob', 'hasInsurance', 'insurance', 'postalCode', 'mobile', 'homePhone', 'military', 'exemption', 'residence', 'howIntroduced'] },
  { id: 'education', paths: ['education'] },
  { id: 'work', paths: ['jobs'] },
  { id: 'skills', paths: ['software', 'otherSoftware', 'languages', 'artsAndSports', 'research', 'lastBooks'] },
  { id: 'health', paths: ['health', 'smoking', 'addiction', 'criminal', 'hasVehicle', 'vehicle', 'housing', 'hasOtherIncome', 'otherIncome', 'studying', 'currentStudy'] },
  { id: 'people', paths: ['knowsStaff', 'staffDetails', 'hasGuarantor', 'guarantorName', 'appliedBefore', 'earlierApplicationDate', 'reference'] },
  { id: 'job', paths: ['requestedJob', 'employmentType', 'shiftWork', 'salaryWanted', 'benefitsWanted', 'startDate', 'willingToTravel'] },
  { id: 'attachments', paths: [] },
] as const

const draftKey = 'draft:employment:v1'

/** The employment application (SPEC.md §3) with the applicant's photo and resume. */
export function EmploymentForm() {
  const t = useTranslations('employment')
  const locale = useLocale()
  const form = useForm<EmploymentInput, unknown, EmploymentData>({ resolver: schema.resolver, defaultValues: emptyEmployment(), shouldFocusError: false })
  const draft = useFormDraft(draftKey, form, emptyEmployment)
  const { bindForm, ...send } = useLongForm({ form, slots: employmentSlots as never, endpoint: `/api/forms/employment?locale=${locale}`, onSent: draft.clear })
  const watched = useWatch({ control: form.control, name: ['maritalStatus', 'militaryStatus', 'hasInsurance', 'criminalRecord', 'hasVehicle', 'hasOtherIncome', 'studying', 'knowsStaff', 'hasGuarantor', 'appliedBefore', 'software'] })
  const [maritalStatus, militaryStatus, hasInsurance, criminalRecord, hasVehicle, hasOtherIncome, studying, knowsStaff, hasGuarantor, appliedBefore, software] = watched

  if (send.reference) return <SubmissionSuccess reference={send.reference} />

  const frameSections = sections.map((s) => ({ ...s, title: t(`sections.${s.id}`) }))
  // Option, field and slot names come from the form's lists, so their keys are made at run time.
  const named = runtimeKeys(t)
  const options = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: named(`${group}.${value}`) }))
  const yesNo = options('yesNo', ['yes', 'no'])
  const field = (name: string) => named(`fields.${name}`)
  const radio = (name: string, required = true) => <ChoiceGroup name={name} label={field(name)} required={required} options={yesNo} />

  return (
    <LongFormFrame form={form} bindForm={bindForm} send={send} draft={draft} sections={frameSections} testId="employment-form">
      <FormSection id="personal" title={t('sections.personal')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="firstName" label={field('firstName')} required autoComplete="given-name" maxLength={100} />
          <TextField name="lastName" label={field('lastName')} required autoComplete="family-name" maxLength={100} />
          <TextField name="fatherName" label={field('fatherName')} required maxLength={100} />
          <TextField name="nationalCode" label={field('nationalCode')} required inputMode="numeric" ltr maxLength={14} />
          <TextField name="birthPlace" label={field('birthPlace')} required maxLength={100} />
          <DateField name="birthDate" label={field('birthDate')} required />
          <TextField name="religion" label={field('religion')} required maxLength={100} />
          <TextField name="numberOfSisters" label={field('numberOfSisters')} inputMode="numeric" maxLength={3} />
          <TextField name="numberOfBrothers" label={field('numberOfBrothers')} inputMode="numeric" maxLength={3} />
        </div>
        <ChoiceGroup name="maritalStatus" label={field('maritalStatus')} required options={options('maritalStatuses', maritalStatuses)} />
        <div className="grid gap-4 sm:grid-cols-3">
          {maritalStatus === 'married' ? (
            <>
              <TextField name="spouseJob" label={field('spouseJob')} required maxLength={100} />
              <TextField name="spouseEducation" label={field('spouseEducation')} required maxLength={100} />
              <DateField name="marriageDate" label={field('marriageDate')} required />
            </>
          ) : null}
          <TextField name="numberOfChildren" label={field('numberOfChildren')} inputMode="numeric" maxLength={3} />
          <TextField name="dependents" label={field('dependents')} inputMode="numeric" maxLength={3} />
          <TextField name="fatherJob" label={field('fatherJob')} maxLength={100} />
          <TextField name="motherJob" label={field('motherJob')} maxLength={100} />
        </div>
        {radio('hasInsurance')}
        {hasInsurance === 'yes' ? <TextField name="insuranceYears" label={field('insuranceYears')} required inputMode="decimal" maxLength={5} className="sm:w-1/3" /> : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="postalCode" label={field('postalCode')} required inputMode="numeric" ltr maxLength={14} />
          <TextField name="mobile" label={field('mobile')} required type="tel" autoComplete="tel" ltr maxLength={20} />
          <TextField name="homePhone" label={field('homePhone')} type="tel" ltr maxLength={20} />
        </div>
        <ChoiceGroup name="militaryStatus" label={field('militaryStatus')} required options={options('militaryStatuses', militaryStatuses)} />
        {militaryStatus === 'exempt' ? <TextField name="exemptionReason" label={field('exemptionReason')} required maxLength={300} /> : null}
        <TextField name="residenceAddress" label={field('residenceAddress')} required multiline maxLength={500} />
        <TextField name="howIntroduced" label={field('howIntroduced')} maxLength={200} />
      </FormSection>

      <FormSection id="education" title={t('sections.education')} intro={t('educationHint')}>
        {educationLevels.map((level) => {
          const context = t(`educationLevels.${level}`)
          return (
            <fieldset key={level} className="rounded-lg border border-steel-200 p-3">
              <legend className="px-1 text-sm font-semibold text-steel-800">{context}</legend>
              <div className="grid gap-3 sm:grid-cols-5">
                <TextField name={`education.${level}.institution`} label={field('institution')} context={context} maxLength={200} className="sm:col-span-2" />
                <TextField name={`education.${level}.field`} label={field('field')} context={context} maxLength={200} />
                <TextField name={`education.${level}.gpa`} label={field('gpa')} context={context} inputMode="decimal" maxLength={5} />
                <div className="grid grid-cols-2 gap-2">
                  <TextField name={`education.${level}.start`} label={field('start')} context={context} inputMode="numeric" maxLength={4} />
                  <TextField name={`education.${level}.end`} label={field('end')} context={context} inputMode="numeric" maxLength={4} />
                </div>
              </div>
            </fieldset>
          )
        })}
      </FormSection>

      <FormSection id="work" title={t('sections.work')}>
        <Repeatable name="jobs" label={t('jobs')} itemLabel={t('jobItem')} newItem={emptyJob}>
          {(prefix, _index, context) => {
            return (
              <>
                <TextField name={`${prefix}.company`} label={field('company')} context={context} required maxLength={200} />
                <TextField name={`${prefix}.position`} label={field('position')} context={context} required maxLength={200} />
                <DateField name={`${prefix}.from`} label={field('from')} context={context} required />
                <DateField name={`${prefix}.until`} label={field('until')} context={context} />
                <TextField name={`${prefix}.lastSalary`} label={field('lastSalary')} context={context} inputMode="decimal" maxLength={15} />
                <TextField name={`${prefix}.reasonForLeaving`} label={field('reasonForLeaving')} context={context} maxLength={500} />
              </>
            )
          }}
        </Repeatable>
      </FormSection>

      <FormSection id="skills" title={t('sections.skills')}>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-steel-800">{t('softwareTitle')}</legend>
          <div className="grid gap-3 sm:grid-cols-4">
            {softwareSkills.map((s) => (
              <SelectField key={s} name={`software.${s}`} label={t(`softwareSkills.${s}`)} context={t('softwareTitle')} options={options('skillLevels', skillLevels)} />
            ))}
          </div>
        </fieldset>
        {usesOtherSoftware(software) ? <TextField name="otherSoftware" label={field('otherSoftware')} required maxLength={100} className="sm:w-1/2" /> : null}
        <Repeatable name="languages" label={t('languages')} itemLabel={t('languageItem')} newItem={emptyLanguage} max={6}>
          {(prefix, _index, context) => {
            return (
              <>
                <TextField name={`${prefix}.name`} label={field('languageName')} context={context} required maxLength={100} />
                {(['conversation', 'reading', 'writing'] as const).map((k) => (
                  <SelectField key={k} name={`${prefix}.${k}`} label={field(k)} context={context} required options={options('languageLevels', languageLevels)} />
                ))}
              </>
            )
          }}
        </Repeatable>
        <TextField name="artsAndSports" label={field('artsAndSports')} multiline maxLength={1000} />
        <TextField name="research" label={field('research')} multiline maxLength={1000} />
        <TextField name="lastBooks" label={field('lastBooks')} multiline maxLength={1000} />
      </FormSection>

      <FormSection id="health" title={t('sections.health')}>
        <TextField name="healthAndSurgeries" label={field('healthAndSurgeries')} multiline maxLength={1000} />
        <div className="grid gap-4 sm:grid-cols-2">
          {radio('smoking')}
          {radio('addiction')}
        </div>
        {radio('criminalRecord')}
        {criminalRecord === 'yes' ? <TextField name="criminalRecordDetails" label={field('criminalRecordDetails')} required multiline maxLength={500} /> : null}
        {radio('hasVehicle')}
        {hasVehicle === 'yes' ? <TextField name="vehicle" label={field('vehicle')} required maxLength={100} /> : null}
        <ChoiceGroup name="housing" label={field('housing')} required options={options('housingTypes', housingTypes)} />
        {radio('hasOtherIncome')}
        {hasOtherIncome === 'yes' ? <TextField name="otherIncome" label={field('otherIncome')} required maxLength={300} /> : null}
        {radio('studying')}
        {studying === 'yes' ? <TextField name="currentStudy" label={field('currentStudy')} required maxLength={300} /> : null}
      </FormSection>

      <FormSection id="people" title={t('sections.people')}>
        {radio('knowsStaff')}
        {knowsStaff === 'yes' ? <TextField name="staffDetails" label={field('staffDetails')} required multiline maxLength={1000} /> : null}
        {radio('hasGuarantor')}
        {hasGuarantor === 'yes' ? <TextField name="guarantorName" label={field('guarantorName')} required maxLength={100} className="sm:w-1/2" /> : null}
        {radio('appliedBefore')}
        {appliedBefore === 'yes' ? <DateField name="earlierApplicationDate" label={field('earlierApplicationDate')} required className="sm:w-1/2" /> : null}
        <fieldset className="space-y-3 rounded-lg border border-steel-200 p-3">
          <legend className="px-1 text-sm font-semibold text-steel-800">{t('referenceTitle')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField name="referenceName" label={field('referenceName')} context={t('referenceTitle')} required maxLength={100} />
            <TextField name="referenceJob" label={field('referenceJob')} context={t('referenceTitle')} required maxLength={100} />
            <TextField name="referenceAcquaintance" label={field('referenceAcquaintance')} context={t('referenceTitle')} required maxLength={100} />
            <TextField name="referencePhone" label={field('referencePhone')} context={t('referenceTitle')} required type="tel" ltr maxLength={20} />
          </div>
          <TextField name="referenceAddress" label={field('referenceAddress')} context={t('referenceTitle')} multiline maxLength={500} />
        </fieldset>
      </FormSection>

      <FormSection id="job" title={t('sections.job')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="requestedJob" label={field('requestedJob')} required maxLength={200} />
          <TextField name="salaryWanted" label={field('salaryWanted')} required inputMode="decimal" maxLength={15} />
        </div>
        <ChoiceGroup name="employmentType" label={field('employmentType')} required options={options('employmentTypes', employmentTypes)} />
        {radio('shiftWork')}
        <TextField name="benefitsWanted" label={field('benefitsWanted')} maxLength={500} />
        <DateField name="startDate" label={field('startDate')} required className="sm:w-1/2" />
        {radio('willingToTravel')}
      </FormSection>

      <FormSection id="attachments" title={t('sections.attachments')} intro={t('attachmentsIntro')}>
        <DocumentSlots slots={employmentSlots as never} label={(id) => named(`slots.${id}`, { size: sizeLabel(photoMaxBytes, locale) })} about={(id) => (id === 'photo' ? (file) => <PhotoSize file={file} /> : undefined)} send={send} />
      </FormSection>
    </LongFormFrame>
  )
}
