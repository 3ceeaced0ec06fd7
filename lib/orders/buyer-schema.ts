import '@/lib/forms/zod'
import { z } from 'zod'
import { formErrors } from '@/lib/forms/errors'
import { economicCode, landline, legalId, nationalCode, postalCode, registrationNumber, text } from '@/lib/forms/rules'

/** Who buys, as a proforma invoice must name them: a person by national code, a company by its registration. */
export const buyerKinds = ['person', 'company'] as const
export type BuyerKind = (typeof buyerKinds)[number]

const person = z.object({ kind: z.literal('person'), nationalCode: nationalCode() })

const company = z.object({
  kind: z.literal('company'),
  companyName: text({ max: 200 }),
  legalId: legalId(),
  economicCode: economicCode(),
  registrationNumber: registrationNumber(),
  address: text({ max: 500 }),
  postalCode: postalCode(),
  landline: landline(),
})

/**
 * The buyer's legal details, one schema for /profile, checkout and the server (errors are keys of
 * forms.errors). Only the chosen kind's fields are kept: a company's ID never rides along on a
 * person's record because the form still held it.
 */
export const buyerSchema = z.discriminatedUnion('kind', [person, company], { error: formErrors.required })

export type Buyer = z.output<typeof buyerSchema>

/** Every field as a form holds it, whichever kind is chosen (the other kind's inputs stay filled when switching). */
export type BuyerFormValues = { kind: BuyerKind; nationalCode: string; companyName: string; legalId: string; economicCode: string; registrationNumber: string; address: string; postalCode: string; landline: string }

export const emptyBuyer: BuyerFormValues = { kind: 'person', nationalCode: '', companyName: '', legalId: '', economicCode: '', registrationNumber: '', address: '', postalCode: '', landline: '' }

/** The /profile form: the details under `buyer`, as at checkout. */
export const buyerFormSchema = z.object({ buyer: buyerSchema })

/**
 * A form holds both kinds' inputs at once (switching kind keeps what was typed), where the schema's
 * own input type is the union: the schema as the form sees it, the same object at run time.
 */
export function asBuyerForm<Input extends { buyer: unknown }, Output>(schema: z.ZodType<Output, Input>) {
  return schema as unknown as z.ZodType<Output, Omit<Input, 'buyer'> & { buyer: BuyerFormValues }>
}
