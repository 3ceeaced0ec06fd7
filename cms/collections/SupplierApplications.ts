import type { Access, CollectionConfig, Field } from 'payload'
import { supplierSlots } from '@/lib/suppliers/attachments'
import { activityAreas, addressKinds, companyTypes, namedCertificates, personTypes } from '@/lib/suppliers/options'
import { hasRole, isAdmin, nobody } from '../access/roles'
import { rowLabel } from '../admin/row-label'
import { messageLabel as m } from '../fields/message-label'
import { submissionFields } from '../fields/submission'
import { keptAsSent } from '../fields/kept-as-sent'

const procurement: Access = ({ req }) => hasRole(req.user, 'procurement')

const text = (name: string, label: string, type: 'text' | 'textarea' = 'text'): Field => (type === 'text' ? { name, type, label: m(label) } : { name, type, label: m(label) })
const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: m(`${prefix}.${value}`) }))

const certificateFields = (): Field[] => [
  text('issuer', 'suppliers.certificates.issuer'),
  text('type', 'suppliers.certificates.type'),
  text('receivedAt', 'suppliers.certificates.receivedAt'),
  text('expiresAt', 'suppliers.certificates.expiresAt'),
]

const shared = submissionFields([
  { value: 'new', label: { fa: 'جدید', en: 'New', ar: 'جديد' } },
  { value: 'underReview', label: { fa: 'در حال بررسی', en: 'Under review', ar: 'قيد المراجعة' } },
  { value: 'approved', label: { fa: 'تأیید شده', en: 'Approved', ar: 'تمت الموافقة' } },
  { value: 'rejected', label: { fa: 'رد شده', en: 'Rejected', ar: 'مرفوض' } },
], options(supplierSlots.map((s) => s.id), 'suppliers.slots'))

/**
 * Supplier qualification questionnaires (SPEC.md §3). Sent only through the storefront form, whose
 * server code checks the answers and the documents and stores both together; procurement staff and
 * admins read them here (in Persian, under the form's own labels) and set status and notes.
 */
export const SupplierApplications: CollectionConfig = {
  slug: 'supplier-applications',
  labels: {
    singular: { fa: 'پرسش‌نامهٔ تأمین‌کننده', en: 'Supplier questionnaire', ar: 'استبيان مورد' },
    plural: { fa: 'پرسش‌نامه‌های تأمین‌کنندگان', en: 'Supplier questionnaires', ar: 'استبيانات الموردين' },
  },
  admin: {
    useAsTitle: 'supplierName',
    defaultColumns: ['reference', 'supplierName', 'companyNameFa', 'personType', 'status', 'createdAt'],
    listSearchableFields: ['reference', 'supplierName', 'companyNameFa', 'nationalId'],
    group: { fa: 'فرم‌ها', en: 'Forms', ar: 'النماذج' },
  },
  defaultSort: '-createdAt',
  access: { read: procurement, update: procurement, create: nobody, delete: isAdmin },
  fields: [
    ...shared.sidebar,
    ...shared.hidden,
    {
      type: 'tabs',
      tabs: [
        {
          label: m('suppliers.sections.identity'),
          fields: keptAsSent([
            text('companyNameFa', 'suppliers.fields.companyNameFa'),
            text('companyNameEn', 'suppliers.fields.companyNameEn'),
            text('companyNameAr', 'suppliers.fields.companyNameAr'),
            text('supplierName', 'suppliers.fields.supplierName'),
            { name: 'personType', type: 'select', options: options(personTypes, 'suppliers.personTypes'), label: m('suppliers.fields.personType') },
            { name: 'nationalId', type: 'text', label: { fa: 'کد ملی / شناسهٔ ملی', en: 'National code / national ID', ar: 'الرقم الوطني / المعرّف الوطني' } },
            text('registrationNumber', 'suppliers.fields.registrationNumber'),
            text('economicCode', 'suppliers.fields.economicCode'),
            text('registrationDate', 'suppliers.fields.registrationDate'),
            text('foundingDate', 'suppliers.fields.foundingDate'),
            text('fieldOfActivity', 'suppliers.fields.fieldOfActivity'),
            text('ceoName', 'suppliers.fields.ceoName'),
            { name: 'companyType', type: 'select', options: options(companyTypes, 'suppliers.companyTypes'), label: m('suppliers.fields.companyType') },
            text('companyTypeOther', 'suppliers.fields.companyTypeOther'),
          ]),
        },
        {
          label: m('suppliers.sections.addresses'),
          fields: keptAsSent([
            {
              name: 'addresses',
              type: 'group',
              label: m('suppliers.sections.addresses'),
              fields: addressKinds.map(
                (kind): Field => ({
                  name: kind,
                  type: 'group',
                  label: m(`suppliers.addressKinds.${kind}`),
                  fields: [text('address', 'suppliers.fields.address', 'textarea'), text('postalCode', 'suppliers.fields.postalCode'), text('phone', 'suppliers.fields.phone'), text('fax', 'suppliers.fields.fax')],
                }),
              ),
            },
          ]),
        },
        {
          label: m('suppliers.sections.contact'),
          fields: keptAsSent([
            text('contactNumber', 'suppliers.fields.contactNumber'),
            text('email', 'suppliers.fields.email'),
            text('website', 'suppliers.fields.website'),
            { name: 'activityAreas', type: 'select', hasMany: true, options: options(activityAreas, 'suppliers.activityAreas'), label: m('suppliers.fields.activityAreas') },
          ]),
        },
        {
          label: m('suppliers.sections.certificates'),
          fields: keptAsSent([
            {
              name: 'certificates',
              type: 'group',
              label: m('suppliers.sections.certificates'),
              fields: namedCertificates.map(
                (c): Field => ({
                  name: c,
                  type: 'group',
                  label: m(`suppliers.certificates.${c}`),
                  fields: [{ name: 'held', type: 'checkbox', label: m('suppliers.certificates.held') }, ...certificateFields()],
                }),
              ),
            },
            {
              name: 'otherCertificates',
              type: 'array',
              label: m('suppliers.certificates.others'),
              admin: { components: { RowLabel: rowLabel({ noun: m('suppliers.certificates.item'), detail: 'name' }) } },
              fields: [text('name', 'suppliers.certificates.name'), ...certificateFields()],
            },
          ]),
        },
        {
          label: m('suppliers.sections.licence'),
          fields: keptAsSent([
            {
              name: 'licence',
              type: 'group',
              label: m('suppliers.sections.licence'),
              fields: [
                text('activityFields', 'suppliers.licence.activityFields', 'textarea'),
                text('licensingCompanies', 'suppliers.licence.licensingCompanies', 'textarea'),
                text('licenceDate', 'suppliers.licence.licenceDate'),
                text('grantedFields', 'suppliers.licence.grantedFields', 'textarea'),
              ],
            },
          ]),
        },
        { label: m('suppliers.sections.attachments'), fields: keptAsSent(shared.documents) },
      ],
    },
  ],
}
