import type { BundleSlot } from '@/lib/forms/bundle'
import type { SupplierInput } from './schema'

const forCompanies = (d: Pick<SupplierInput, 'personType'>) => d.personType === 'legal'

/**
 * The questionnaire's documents (SPEC.md §3, §5): identity papers are PDF; the catalogue may be a PDF
 * or a zip of its own; a company's registration papers are stamped, signed PDFs.
 */
export const supplierSlots: readonly BundleSlot<Pick<SupplierInput, 'personType'>>[] = [
  { id: 'idCard', kinds: ['pdf'], required: true, maxFiles: 4 },
  { id: 'catalogue', kinds: ['pdf', 'zip'], required: false, maxFiles: 5 },
  { id: 'gazette', kinds: ['pdf'], required: true, maxFiles: 5, applies: forCompanies },
  { id: 'amendments', kinds: ['pdf'], required: false, maxFiles: 5, applies: forCompanies },
  { id: 'foundingNotice', kinds: ['pdf'], required: true, maxFiles: 3, applies: forCompanies },
  { id: 'articles', kinds: ['pdf'], required: true, maxFiles: 3, applies: forCompanies },
]
