import '@/lib/forms/zod'
import { z } from 'zod'
import { formErrors } from '@/lib/forms/errors'
import { compareJalali } from '@/lib/dates/jalali-days'
import * as rule from '@/lib/forms/rules'
import { personTypes, companyTypes, activityAreas, namedCertificates } from './options'

/** The supplier qualification questionnaire (SPEC.md §3), one schema for the browser and the server. */

const isLegal = (v: Record<string, unknown>) => v.personType === 'legal'

const certificateDetails = {
  issuer: rule.text({ max: 200 }),
  type: rule.text({ max: 200 }),
  receivedAt: rule.jalaliDate(),
  expiresAt: rule.jalaliDate(),
}

/** Expiry comes after receipt; reported on the expiry field. */
function datesInOrder(v: { receivedAt: string; expiresAt: string }, ctx: z.RefinementCtx) {
  if (v.receivedAt && v.expiresAt && compareJalali(v.expiresAt, v.receivedAt) <= 0) ctx.addIssue({ code: 'custom', message: formErrors.dateOrder, path: ['expiresAt'] })
}

const namedCertificate = rule
  .conditionalObject({ held: z.boolean() }, [{ applies: (v) => v.held === true, rules: certificateDetails }] as const)
  .superRefine(datesInOrder)

const otherCertificate = z.object({ name: rule.text({ max: 200 }), ...certificateDetails }).superRefine(datesInOrder)

/** An address block; the head office's is required, the others only when the supplier has one. */
const address = (optional: boolean) =>
  z.object({
    address: rule.text({ optional, max: 500 }),
    postalCode: rule.postalCode({ optional }),
    phone: rule.landline({ optional }),
    fax: rule.landline({ optional: true }),
  })

const optionalAddress = address(true).superRefine(
  (v, ctx) => {
    // Any detail given makes the address itself required, or the block would say nothing.
    // A field that failed its own rule holds zod's abort marker: something was typed there.
    const typed = (x: unknown) => x !== undefined && x !== ''
    if (!typed(v.address) && (typed(v.postalCode) || typed(v.phone) || typed(v.fax))) ctx.addIssue({ code: 'custom', message: formErrors.required, path: ['address'] })
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
)

export const supplierSchema = rule.conditionalObject(
  {
    companyNameFa: rule.text({ max: 200 }),
    companyNameEn: rule.text({ optional: true, max: 200 }),
    companyNameAr: rule.text({ optional: true, max: 200 }),
    supplierName: rule.text({ max: 200 }),
    personType: rule.choice(personTypes),
    foundingDate: rule.jalaliDate(),
    fieldOfActivity: rule.text({ max: 300 }),
    addresses: z.object({ headOffice: address(false), salesOffice: optionalAddress, factory: optionalAddress }),
    contactNumber: rule.phone(),
    email: rule.email(),
    website: rule.url({ optional: true }),
    activityAreas: rule.choices(activityAreas),
    certificates: z.object(Object.fromEntries(namedCertificates.map((c) => [c, namedCertificate])) as Record<(typeof namedCertificates)[number], typeof namedCertificate>),
    otherCertificates: z.array(otherCertificate).max(10, formErrors.tooLong),
    licence: z.object({
      activityFields: rule.text({ optional: true, max: 500 }),
      licensingCompanies: rule.text({ optional: true, max: 500 }),
      licenceDate: rule.jalaliDate({ optional: true }),
      grantedFields: rule.text({ optional: true, max: 500 }),
    }),
  },
  [
    // A person answers with a national code; a company with its national ID and registration details.
    // Until the type is chosen the ID is asked for as a person's, so it is never silently skipped.
    { applies: (v) => !isLegal(v), rules: { nationalId: rule.nationalCode(), economicCode: rule.economicCode({ optional: true }) } },
    {
      applies: isLegal,
      rules: {
        nationalId: rule.legalId(),
        economicCode: rule.economicCode(),
        registrationNumber: rule.registrationNumber(),
        registrationDate: rule.jalaliDate(),
        ceoName: rule.text({ max: 200 }),
        companyType: rule.choice(companyTypes),
      },
    },
    { applies: (v) => isLegal(v) && v.companyType === 'other', rules: { companyTypeOther: rule.text({ max: 200 }) } },
  ] as const,
)

export type SupplierInput = z.input<typeof supplierSchema>
export type SupplierData = z.output<typeof supplierSchema>
