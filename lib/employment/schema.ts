import '@/lib/forms/zod'
import { z } from 'zod'
import { formErrors } from '@/lib/forms/errors'
import { compareJalali } from '@/lib/dates/jalali-days'
import * as rule from '@/lib/forms/rules'
import { maritalStatuses, militaryStatuses, educationLevels, softwareSkills, skillLevels, languageLevels, housingTypes, employmentTypes, usesOtherSoftware } from './options'

/** The employment application (SPEC.md §3), one schema for the browser and the server. */

const yes = (v: unknown) => v === 'yes'

const typed = (x: unknown) => x !== undefined && x !== ''
const objectValue = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null }


/** One level of education; asked about only when the applicant fills any of it. */
const education = z
  .object({
    institution: rule.text({ optional: true, max: 200 }),
    field: rule.text({ optional: true, max: 200 }),
    gpa: rule.grade({ optional: true }),
    start: rule.jalaliYear({ optional: true }),
    end: rule.jalaliYear({ optional: true }),
  })
  .superRefine((v, ctx) => {
    if (![v.institution, v.field, v.gpa, v.start, v.end].some(typed)) return
    if (!typed(v.institution)) ctx.addIssue({ code: 'custom', message: formErrors.required, path: ['institution'] })
    if (!typed(v.field)) ctx.addIssue({ code: 'custom', message: formErrors.required, path: ['field'] })
    if (typeof v.start === 'string' && typeof v.end === 'string' && v.start && v.end && v.end < v.start) ctx.addIssue({ code: 'custom', message: formErrors.yearOrder, path: ['end'] })
  }, objectValue)

const job = z
  .object({
    company: rule.text({ max: 200 }),
    from: rule.jalaliDate(),
    until: rule.jalaliDate({ optional: true }),
    position: rule.text({ max: 200 }),
    lastSalary: rule.decimal({ optional: true }),
    reasonForLeaving: rule.text({ optional: true, max: 500 }),
  })
  .superRefine((v, ctx) => {
    if (typeof v.from === 'string' && typeof v.until === 'string' && v.until && compareJalali(v.until, v.from) < 0) ctx.addIssue({ code: 'custom', message: formErrors.dateOrder, path: ['until'] })
  }, objectValue)

const language = z.object({
  name: rule.text({ max: 100 }),
  conversation: rule.choice(languageLevels),
  reading: rule.choice(languageLevels),
  writing: rule.choice(languageLevels),
})

const skill = z.union([z.literal(''), z.enum(skillLevels)], { error: formErrors.choice })

export const employmentSchema = rule.conditionalObject(
  {
    // Personal
    firstName: rule.text({ max: 100 }),
    lastName: rule.text({ max: 100 }),
    fatherName: rule.text({ max: 100 }),
    nationalCode: rule.nationalCode(),
    birthPlace: rule.text({ max: 100 }),
    birthDate: rule.jalaliDate(),
    religion: rule.text({ max: 100 }),
    numberOfSisters: rule.count({ optional: true }),
    numberOfBrothers: rule.count({ optional: true }),
    maritalStatus: rule.choice(maritalStatuses),
    numberOfChildren: rule.count({ optional: true }),
    dependents: rule.count({ optional: true }),
    fatherJob: rule.text({ optional: true, max: 100 }),
    motherJob: rule.text({ optional: true, max: 100 }),
    hasInsurance: rule.yesNo(),
    postalCode: rule.postalCode(),
    mobile: rule.mobile(),
    homePhone: rule.landline({ optional: true }),
    militaryStatus: rule.choice(militaryStatuses),
    residenceAddress: rule.text({ max: 500 }),
    howIntroduced: rule.text({ optional: true, max: 200 }),
    // Education and work
    education: z.object(Object.fromEntries(educationLevels.map((l) => [l, education])) as Record<(typeof educationLevels)[number], typeof education>),
    jobs: z.array(job).max(10, formErrors.tooLong),
    // Skills
    software: z.object(Object.fromEntries(softwareSkills.map((s) => [s, skill])) as Record<(typeof softwareSkills)[number], typeof skill>),
    languages: z.array(language).max(6, formErrors.tooLong),
    artsAndSports: rule.text({ optional: true, max: 1000 }),
    research: rule.text({ optional: true, max: 1000 }),
    lastBooks: rule.text({ optional: true, max: 1000 }),
    // Health and circumstances
    healthAndSurgeries: rule.text({ optional: true, max: 1000 }),
    smoking: rule.yesNo(),
    addiction: rule.yesNo(),
    criminalRecord: rule.yesNo(),
    hasVehicle: rule.yesNo(),
    housing: rule.choice(housingTypes),
    hasOtherIncome: rule.yesNo(),
    studying: rule.yesNo(),
    // People
    knowsStaff: rule.yesNo(),
    hasGuarantor: rule.yesNo(),
    appliedBefore: rule.yesNo(),
    referenceName: rule.text({ max: 100 }),
    referenceJob: rule.text({ max: 100 }),
    referenceAcquaintance: rule.text({ max: 100 }),
    referencePhone: rule.phone(),
    referenceAddress: rule.text({ optional: true, max: 500 }),
    // The job
    requestedJob: rule.text({ max: 200 }),
    employmentType: rule.choice(employmentTypes),
    shiftWork: rule.yesNo(),
    salaryWanted: rule.decimal(),
    benefitsWanted: rule.text({ optional: true, max: 500 }),
    startDate: rule.jalaliDate(),
    willingToTravel: rule.yesNo(),
  },
  [
    { applies: (v) => v.maritalStatus === 'married', rules: { spouseJob: rule.text({ max: 100 }), spouseEducation: rule.text({ max: 100 }), marriageDate: rule.jalaliDate() } },
    { applies: (v) => v.militaryStatus === 'exempt', rules: { exemptionReason: rule.text({ max: 300 }) } },
    { applies: (v) => yes(v.hasInsurance), rules: { insuranceYears: rule.decimal({ max: 60 }) } },
    { applies: (v) => usesOtherSoftware(v.software), rules: { otherSoftware: rule.text({ max: 100 }) } },
    { applies: (v) => yes(v.criminalRecord), rules: { criminalRecordDetails: rule.text({ max: 500 }) } },
    { applies: (v) => yes(v.hasVehicle), rules: { vehicle: rule.text({ max: 100 }) } },
    { applies: (v) => yes(v.hasOtherIncome), rules: { otherIncome: rule.text({ max: 300 }) } },
    { applies: (v) => yes(v.studying), rules: { currentStudy: rule.text({ max: 300 }) } },
    { applies: (v) => yes(v.knowsStaff), rules: { staffDetails: rule.text({ max: 1000 }) } },
    { applies: (v) => yes(v.hasGuarantor), rules: { guarantorName: rule.text({ max: 100 }) } },
    { applies: (v) => yes(v.appliedBefore), rules: { earlierApplicationDate: rule.jalaliDate() } },
  ] as const,
)

export type EmploymentInput = z.input<typeof employmentSchema>
export type EmploymentData = z.output<typeof employmentSchema>
