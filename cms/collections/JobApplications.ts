import type { Access, CollectionConfig, Field } from 'payload'
import {
  educationLevels,
  employmentTypes,
  housingTypes,
  languageLevels,
  maritalStatuses,
  militaryStatuses,
  skillLevels,
  softwareSkills,
} from '@/lib/employment/options'
import { employmentSlots, photoMaxBytes } from '@/lib/employment/attachments'
import { sizeLabel } from '@/lib/forms/bundle'
import { hasRole, isAdmin, nobody } from '../access/roles'
import { rowLabel } from '../admin/row-label'
import { messageLabel as m } from '../fields/message-label'
import { submissionFields } from '../fields/submission'
import { keptAsSent } from '../fields/kept-as-sent'

const hr: Access = ({ req }) => hasRole(req.user, 'hr')

const f = (name: string) => m(`employment.fields.${name}`)
const text = (name: string, label = name): Field => ({ name, type: 'text', label: f(label) })
const area = (name: string): Field => ({ name, type: 'textarea', label: f(name) })
const choice = (name: string, values: readonly string[], group: string, label = name): Field => ({
  name,
  type: 'select',
  options: values.map((value) => ({ value, label: m(`employment.${group}.${value}`) })),
  label: f(label),
})
const yesNo = (name: string): Field => choice(name, ['yes', 'no'], 'yesNo')

const shared = submissionFields([
  { value: 'new', label: { fa: 'جدید', en: 'New', ar: 'جديد' } },
  { value: 'shortlisted', label: { fa: 'در فهرست کوتاه', en: 'Shortlisted', ar: 'في القائمة المختصرة' } },
  { value: 'interviewed', label: { fa: 'مصاحبه شده', en: 'Interviewed', ar: 'تمت المقابلة' } },
  { value: 'rejected', label: { fa: 'رد شده', en: 'Rejected', ar: 'مرفوض' } },
  { value: 'hired', label: { fa: 'استخدام شده', en: 'Hired', ar: 'تم التوظيف' } },
], employmentSlots.map(({ id }) => ({ value: id, label: m(`employment.slots.${id}`, (locale) => ({ size: sizeLabel(photoMaxBytes, locale) })) })))

/**
 * Employment applications (SPEC.md §3). Sent only through the storefront form, whose server code
 * checks the answers, the photo and the resume and stores them together; HR and admins read them
 * here under the form's own labels and set status and notes.
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: {
    singular: { fa: 'درخواست استخدام', en: 'Job application', ar: 'طلب توظيف' },
    plural: { fa: 'درخواست‌های استخدام', en: 'Job applications', ar: 'طلبات التوظيف' },
  },
  admin: {
    useAsTitle: 'lastName',
    defaultColumns: ['reference', 'firstName', 'lastName', 'requestedJob', 'status', 'createdAt'],
    listSearchableFields: ['reference', 'firstName', 'lastName', 'nationalCode', 'requestedJob'],
    group: { fa: 'فرم‌ها', en: 'Forms', ar: 'النماذج' },
  },
  defaultSort: '-createdAt',
  access: { read: hr, update: hr, create: nobody, delete: isAdmin },
  fields: [
    ...shared.sidebar,
    ...shared.hidden,
    {
      type: 'tabs',
      tabs: [
        {
          label: m('employment.sections.personal'),
          fields: keptAsSent([
            text('firstName'), text('lastName'), text('fatherName'), text('nationalCode'), text('birthPlace'), text('birthDate'), text('religion'),
            text('numberOfSisters'), text('numberOfBrothers'), choice('maritalStatus', maritalStatuses, 'maritalStatuses'), text('numberOfChildren'), text('dependents'),
            text('spouseJob'), text('spouseEducation'), text('marriageDate'), text('fatherJob'), text('motherJob'),
            yesNo('hasInsurance'), text('insuranceYears'), text('postalCode'), text('mobile'), text('homePhone'),
            choice('militaryStatus', militaryStatuses, 'militaryStatuses'), text('exemptionReason'), area('residenceAddress'), text('howIntroduced'),
          ]),
        },
        {
          label: m('employment.sections.education'),
          fields: keptAsSent([
            {
              name: 'education',
              type: 'group',
              label: m('employment.sections.education'),
              fields: educationLevels.map(
                (level): Field => ({ name: level, type: 'group', label: m(`employment.educationLevels.${level}`), fields: [text('institution'), text('field'), text('gpa'), text('start'), text('end')] }),
              ),
            },
          ]),
        },
        {
          label: m('employment.sections.work'),
          fields: keptAsSent([
            { name: 'jobs', type: 'array', label: m('employment.jobs'), admin: { components: { RowLabel: rowLabel({ noun: m('employment.jobItem'), detail: 'company' }) } }, fields: [text('company'), text('from'), text('until'), text('position'), text('lastSalary'), area('reasonForLeaving')] },
          ]),
        },
        {
          label: m('employment.sections.skills'),
          fields: keptAsSent([
            {
              name: 'software',
              type: 'group',
              label: m('employment.softwareTitle'),
              fields: softwareSkills.map((s): Field => ({ name: s, type: 'select', options: skillLevels.map((value) => ({ value, label: m(`employment.skillLevels.${value}`) })), label: m(`employment.softwareSkills.${s}`) })),
            },
            text('otherSoftware'),
            {
              name: 'languages',
              type: 'array',
              label: m('employment.languages'),
              admin: { components: { RowLabel: rowLabel({ noun: m('employment.languageItem'), detail: 'name' }) } },
              fields: [text('name', 'languageName'), ...(['conversation', 'reading', 'writing'] as const).map((k) => choice(k, languageLevels, 'languageLevels'))],
            },
            area('artsAndSports'), area('research'), area('lastBooks'),
          ]),
        },
        {
          label: m('employment.sections.health'),
          fields: keptAsSent([
            area('healthAndSurgeries'), yesNo('smoking'), yesNo('addiction'), yesNo('criminalRecord'), area('criminalRecordDetails'),
            yesNo('hasVehicle'), text('vehicle'), choice('housing', housingTypes, 'housingTypes'), yesNo('hasOtherIncome'), text('otherIncome'), yesNo('studying'), text('currentStudy'),
          ]),
        },
        {
          label: m('employment.sections.people'),
          fields: keptAsSent([
            yesNo('knowsStaff'), area('staffDetails'), yesNo('hasGuarantor'), text('guarantorName'), yesNo('appliedBefore'), text('earlierApplicationDate'),
            text('referenceName'), text('referenceJob'), text('referenceAcquaintance'), text('referencePhone'), area('referenceAddress'),
          ]),
        },
        {
          label: m('employment.sections.job'),
          fields: keptAsSent([
            text('requestedJob'), choice('employmentType', employmentTypes, 'employmentTypes'), yesNo('shiftWork'), text('salaryWanted'), area('benefitsWanted'), text('startDate'), yesNo('willingToTravel'),
          ]),
        },
        { label: m('employment.sections.attachments'), fields: keptAsSent(shared.documents) },
      ],
    },
  ],
}
