// What the form and its schema share without Zod (option lists, a fresh form's values): the
// form renders these with the page and loads Zod and the schema only when first used.
import type { EmploymentInput } from './schema'

export const maritalStatuses = ['single', 'married', 'divorced', 'widowed'] as const
export const militaryStatuses = ['completed', 'exempt', 'serving', 'notYet', 'notApplicable'] as const
export const educationLevels = ['highSchool', 'associate', 'bachelor', 'master', 'doctorate'] as const
export const softwareSkills = ['word', 'excel', 'powerpoint', 'windows', 'hardware', 'autocad', 'inHouse', 'other'] as const
export const skillLevels = ['none', 'basic', 'intermediate', 'advanced'] as const
export const languageLevels = ['basic', 'intermediate', 'advanced', 'native'] as const
export const housingTypes = ['owned', 'rented', 'family', 'company'] as const
export const employmentTypes = ['fullTime', 'partTime'] as const

/** "Other software" at any level asks which; the form shows the question by the same rule. */
export const usesOtherSoftware = (software: unknown) => {
  const level = (software as Record<string, unknown> | undefined)?.other
  return typeof level === 'string' && level !== '' && level !== 'none'
}

const emptyEducation = { institution: '', field: '', gpa: '', start: '', end: '' }

/** What a fresh form holds. */
export const emptyEmployment = (): EmploymentInput => ({
  firstName: '',
  lastName: '',
  fatherName: '',
  nationalCode: '',
  birthPlace: '',
  birthDate: '',
  religion: '',
  numberOfSisters: '',
  numberOfBrothers: '',
  maritalStatus: '',
  numberOfChildren: '',
  dependents: '',
  spouseJob: '',
  spouseEducation: '',
  marriageDate: '',
  fatherJob: '',
  motherJob: '',
  hasInsurance: '',
  insuranceYears: '',
  postalCode: '',
  mobile: '',
  homePhone: '',
  militaryStatus: '',
  exemptionReason: '',
  residenceAddress: '',
  howIntroduced: '',
  education: Object.fromEntries(educationLevels.map((l) => [l, { ...emptyEducation }])) as EmploymentInput['education'],
  jobs: [],
  software: Object.fromEntries(softwareSkills.map((s) => [s, ''])) as EmploymentInput['software'],
  otherSoftware: '',
  languages: [],
  artsAndSports: '',
  research: '',
  lastBooks: '',
  healthAndSurgeries: '',
  smoking: '',
  addiction: '',
  criminalRecord: '',
  criminalRecordDetails: '',
  hasVehicle: '',
  vehicle: '',
  housing: '',
  hasOtherIncome: '',
  otherIncome: '',
  studying: '',
  currentStudy: '',
  knowsStaff: '',
  staffDetails: '',
  hasGuarantor: '',
  guarantorName: '',
  appliedBefore: '',
  earlierApplicationDate: '',
  referenceName: '',
  referenceJob: '',
  referenceAcquaintance: '',
  referencePhone: '',
  referenceAddress: '',
  requestedJob: '',
  employmentType: '',
  shiftWork: '',
  salaryWanted: '',
  benefitsWanted: '',
  startDate: '',
  willingToTravel: '',
})

export const emptyJob = () => ({ company: '', from: '', until: '', position: '', lastSalary: '', reasonForLeaving: '' })
export const emptyLanguage = () => ({ name: '', conversation: '', reading: '', writing: '' })
