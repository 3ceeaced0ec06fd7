// What the form and its schema share without Zod (option lists, a fresh form's values): the
// form renders these with the page and loads Zod and the schema only when first used.
import type { SupplierInput } from './schema'

export const personTypes = ['natural', 'legal'] as const
export const companyTypes = ['privateJointStock', 'publicJointStock', 'other'] as const
export const activityAreas = ['electricity', 'instrumentation', 'mechanical', 'chemical', 'labEquipment', 'general'] as const
/** The certificates asked for by name; any others go in a list of their own. */
export const namedCertificates = ['iso9001', 'iso14001', 'iso45001', 'iso10002', 'iso50001', 'efqm', 'sima'] as const
export const addressKinds = ['headOffice', 'salesOffice', 'factory'] as const

const emptyCertificate = { held: false, issuer: '', type: '', receivedAt: '', expiresAt: '' }
const emptyAddress = { address: '', postalCode: '', phone: '', fax: '' }

/** What a fresh form holds. */
export const emptySupplier = (): SupplierInput => ({
  companyNameFa: '',
  companyNameEn: '',
  companyNameAr: '',
  supplierName: '',
  personType: '',
  nationalId: '',
  registrationNumber: '',
  economicCode: '',
  registrationDate: '',
  foundingDate: '',
  fieldOfActivity: '',
  ceoName: '',
  companyType: '',
  companyTypeOther: '',
  addresses: { headOffice: { ...emptyAddress }, salesOffice: { ...emptyAddress }, factory: { ...emptyAddress } },
  contactNumber: '',
  email: '',
  website: '',
  activityAreas: [],
  certificates: Object.fromEntries(namedCertificates.map((c) => [c, { ...emptyCertificate }])) as SupplierInput['certificates'],
  otherCertificates: [],
  licence: { activityFields: '', licensingCompanies: '', licenceDate: '', grantedFields: '' },
})

export const emptyOtherCertificate = () => ({ name: '', issuer: '', type: '', receivedAt: '', expiresAt: '' })
