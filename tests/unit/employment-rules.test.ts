import { digitsEnToFa } from '@persian-tools/persian-tools'
import { describe, expect, it } from 'vitest'
import { emptyEmployment } from '@/lib/employment/options'
import { employmentSchema, type EmploymentInput } from '@/lib/employment/schema'
import { applicant } from '../fixtures/applicant'

const fa = (v: string) => digitsEnToFa(v)

const errorsOf = (input: EmploymentInput) => {
  const r = employmentSchema.safeParse(input)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('employment application schema', () => {
  it('accepts a complete applicant and stores Latin digits', () => {
    const r = employmentSchema.safeParse(applicant())
    expect(r.success).toBe(true)
    if (r.success) expect(r.data).toMatchObject({ nationalCode: '0499370899', birthDate: '1370-05-12', mobile: '09141234567', salaryWanted: '25000000', guarantorName: 'علی محمدی', spouseJob: '' })
  })

  it('married → spouse’s job, education and the marriage date are required', () => {
    expect(errorsOf(applicant({ maritalStatus: 'married' }))).toEqual({ spouseJob: 'required', spouseEducation: 'required', marriageDate: 'required' })
    expect(errorsOf(applicant({ maritalStatus: 'married', spouseJob: 'معلم', spouseEducation: 'کارشناسی', marriageDate: fa('1398-01-20') }))).toEqual({})
  })

  it('single → spouse answers are not asked and not kept', () => {
    const r = employmentSchema.safeParse(applicant({ maritalStatus: 'single', spouseJob: 'left over', marriageDate: 'nonsense' }))
    expect(r.success).toBe(true)
    if (r.success) expect(r.data).toMatchObject({ spouseJob: '', marriageDate: '' })
  })

  it('exempt → the reason is required', () => {
    expect(errorsOf(applicant({ militaryStatus: 'exempt' }))).toEqual({ exemptionReason: 'required' })
    expect(errorsOf(applicant({ militaryStatus: 'exempt', exemptionReason: 'کفالت' }))).toEqual({})
  })

  it('each "yes" asks for its details', () => {
    expect(
      errorsOf(applicant({ hasInsurance: 'yes', criminalRecord: 'yes', hasVehicle: 'yes', hasOtherIncome: 'yes', studying: 'yes', knowsStaff: 'yes', hasGuarantor: 'yes', guarantorName: '', appliedBefore: 'yes' })),
    ).toEqual({
      insuranceYears: 'required',
      criminalRecordDetails: 'required',
      vehicle: 'required',
      otherIncome: 'required',
      currentStudy: 'required',
      staffDetails: 'required',
      guarantorName: 'required',
      earlierApplicationDate: 'required',
    })
  })

  it('an education level, once started, needs its institution and field; grades are out of 20', () => {
    const base = applicant()
    expect(errorsOf({ ...base, education: { ...base.education, bachelor: { institution: '', field: '', gpa: fa('21'), start: fa('1390'), end: fa('1388') } } })).toEqual({
      'education.bachelor.gpa': 'gpa',
      'education.bachelor.institution': 'required',
      'education.bachelor.field': 'required',
      'education.bachelor.end': 'yearOrder',
    })
  })

  it('work history and languages rows are checked row by row', () => {
    expect(
      errorsOf(
        applicant({
          jobs: [{ company: 'فولاد', from: fa('1395-01-01'), until: fa('1394-01-01'), position: 'تکنسین', lastSalary: '', reasonForLeaving: '' }],
          languages: [{ name: 'English', conversation: 'advanced', reading: '', writing: 'native' }],
          software: { ...emptyEmployment().software, other: 'basic' },
        }),
      ),
    ).toEqual({ 'jobs.0.until': 'dateOrder', 'languages.0.reading': 'required', otherSoftware: 'required' })
  })

  it('lists every missing answer of an empty form at once', () => {
    const errors = errorsOf(emptyEmployment())
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['firstName', 'nationalCode', 'birthDate', 'maritalStatus', 'mobile', 'militaryStatus', 'referencePhone', 'startDate', 'willingToTravel']))
    expect(new Set(Object.values(errors))).toEqual(new Set(['required']))
  })
})
