import { digitsEnToAr, digitsEnToFa } from '@persian-tools/persian-tools'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { parseJalali } from '@/lib/dates/jalali-days'
import * as rule from '@/lib/forms/rules'
import { emptySupplier } from '@/lib/suppliers/options'
import { supplierSchema, type SupplierInput } from '@/lib/suppliers/schema'

const fa = (v: string) => digitsEnToFa(v)
const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value)
  return r.success ? { value: r.data } : { error: r.error.issues[0]?.message }
}

describe('long-form field rules (Persian and Arabic digits welcome)', () => {
  it.each([
    ['mobile', rule.mobile(), fa('۰۹۱۲ ۳۴۵ ۶۷۸۹'), '09123456789', '0812345678', 'mobile'],
    ['landline', rule.landline(), fa('021-88776655'), '02188776655', '0912345678', 'landline'],
    ['phone (mobile)', rule.phone(), digitsEnToAr('+989123456789'), '09123456789', '12345', 'phone'],
    ['phone (landline)', rule.phone(), fa('031 3222 1100'), '03132221100', '0031', 'phone'],
    ['postal code', rule.postalCode(), fa('1435-916-471'), '1435916471', '0123456789', 'postalCode'],
    ['national code', rule.nationalCode(), fa('0499370899'), '0499370899', '0499370898', 'nationalCode'],
    ['company national ID', rule.legalId(), fa('10380284790'), '10380284790', '10380284791', 'legalId'],
    ['economic code (12 digits)', rule.economicCode(), fa('411111111111'), '411111111111', '4111', 'economicCode'],
    ['economic code (national ID)', rule.economicCode(), fa('10380284790'), '10380284790', '10380284791', 'economicCode'],
    ['registration number', rule.registrationNumber(), fa('12345'), '12345', '12a45', 'registrationNumber'],
    ['email', rule.email(), ' Info@Example.COM ', 'info@example.com', 'info@example', 'email'],
    ['url', rule.url(), 'example.co.ir/about', 'https://example.co.ir/about', 'not a site', 'url'],
    ['Jalali date', rule.jalaliDate(), fa('1403-7-9'), '1403-07-09', fa('1403-12-31'), 'date'],
    ['count', rule.count(), fa('3'), '3', '-1', 'number'],
    ['decimal', rule.decimal(), fa('17٫25'), '17.25', '17..2', 'number'],
  ])('%s', (_name, schema, good, stored, bad, error) => {
    expect(messageOf(schema, good)).toEqual({ value: stored })
    expect(messageOf(schema, bad)).toEqual({ error })
    expect(messageOf(schema, '  ')).toEqual({ error: 'required' })
    expect(messageOf(schema, undefined)).toEqual({ error: 'required' })
  })

  it('lets optional fields stay empty but still checks what is typed', () => {
    expect(messageOf(rule.landline({ optional: true }), '')).toEqual({ value: '' })
    expect(messageOf(rule.landline({ optional: true }), fa('12'))).toEqual({ error: 'landline' })
    expect(messageOf(rule.text({ optional: true, max: 3 }), 'abcd')).toEqual({ error: 'tooLong' })
  })

  it('keeps dates inside the picker’s years (1300 for 150 years)', () => {
    expect(parseJalali('1299-12-29')).toBeNull()
    expect(parseJalali('1300-01-01')).toEqual({ year: 1300, month: 1, day: 1 })
    expect(parseJalali('1449-12-29')).toEqual({ year: 1449, month: 12, day: 29 })
    expect(parseJalali('1450-01-01')).toBeNull()
    expect(parseJalali('1403-12-30')).toEqual({ year: 1403, month: 12, day: 30 }) // a leap year
  })

  it('choices: one of the list, at least one of a group', () => {
    expect(messageOf(rule.choice(['a', 'b'] as const), '')).toEqual({ error: 'required' })
    expect(messageOf(rule.choice(['a', 'b'] as const), 'c')).toEqual({ error: 'choice' })
    expect(messageOf(rule.choices(['a', 'b'] as const), [])).toEqual({ error: 'chooseOne' })
    expect(messageOf(rule.choices(['a', 'b'] as const), ['b', 'a'])).toEqual({ value: ['a', 'b'] })
  })
})

const filled = (over: Partial<SupplierInput> = {}): SupplierInput => ({
  ...emptySupplier(),
  companyNameFa: 'فولاد نمونه',
  supplierName: 'علی رضایی',
  personType: 'natural',
  nationalId: fa('0499370899'),
  foundingDate: fa('1390-01-15'),
  fieldOfActivity: 'تأمین ورق',
  addresses: {
    headOffice: { address: 'تهران، خیابان آزادی', postalCode: fa('1435916471'), phone: fa('02188776655'), fax: '' },
    salesOffice: { address: '', postalCode: '', phone: '', fax: '' },
    factory: { address: '', postalCode: '', phone: '', fax: '' },
  },
  contactNumber: fa('09123456789'),
  email: 'sales@example.com',
  activityAreas: ['mechanical'],
  ...over,
})
const errorsOf = (input: SupplierInput) => {
  const r = supplierSchema.safeParse(input)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('supplier questionnaire schema', () => {
  it('accepts a person and stores Latin digits; company-only fields are blanked', () => {
    const r = supplierSchema.safeParse(filled({ ceoName: 'left over', registrationNumber: '99' }))
    expect(r.success).toBe(true)
    if (!r.success) return
    expect(r.data).toMatchObject({ nationalId: '0499370899', foundingDate: '1390-01-15', contactNumber: '09123456789', ceoName: '', registrationNumber: '', companyType: '' })
    expect(r.data.addresses.headOffice).toEqual({ address: 'تهران، خیابان آزادی', postalCode: '1435916471', phone: '02188776655', fax: '' })
  })

  it('asks a company for its registration details and checks the national ID as a company’s', () => {
    expect(errorsOf(filled({ personType: 'legal' }))).toEqual({
      nationalId: 'legalId',
      economicCode: 'required',
      registrationNumber: 'required',
      registrationDate: 'required',
      ceoName: 'required',
      companyType: 'required',
    })
    expect(errorsOf(filled({ personType: 'legal', nationalId: fa('10380284790'), economicCode: fa('10380284790'), registrationNumber: fa('4521'), registrationDate: fa('1390-02-01'), ceoName: 'مدیر', companyType: 'other' }))).toEqual({ companyTypeOther: 'required' })
  })

  it('reports conditional mistakes together with the others', () => {
    expect(errorsOf(filled({ personType: 'legal', email: 'x@', nationalId: '' }))).toMatchObject({ email: 'email', nationalId: 'required', ceoName: 'required' })
  })

  it('needs the details of a certificate only when it is held, and expiry after receipt', () => {
    const base = filled()
    expect(errorsOf({ ...base, certificates: { ...base.certificates, iso9001: { held: true, issuer: '', type: 'QMS', receivedAt: fa('1400-01-01'), expiresAt: '' } } })).toEqual({
      'certificates.iso9001.issuer': 'required',
      'certificates.iso9001.expiresAt': 'required',
    })
    expect(errorsOf({ ...base, certificates: { ...base.certificates, efqm: { held: true, issuer: 'بنیاد', type: 'تعالی', receivedAt: fa('1402-01-01'), expiresAt: fa('1401-01-01') } } })).toEqual({
      'certificates.efqm.expiresAt': 'dateOrder',
    })
    expect(errorsOf({ ...base, otherCertificates: [{ name: '', issuer: 'x', type: 'y', receivedAt: '1400-01-01', expiresAt: '1405-01-01' }] })).toEqual({ 'otherCertificates.0.name': 'required' })
  })

  it('asks for the address of an office or factory once any of its details is given', () => {
    const base = filled()
    expect(errorsOf({ ...base, addresses: { ...base.addresses, factory: { address: '', postalCode: fa('12'), phone: '', fax: '' } } })).toEqual({
      'addresses.factory.postalCode': 'postalCode',
      'addresses.factory.address': 'required',
    })
  })

  it('needs at least one activity area', () => {
    expect(errorsOf(filled({ activityAreas: [] }))).toEqual({ activityAreas: 'chooseOne' })
  })
})
