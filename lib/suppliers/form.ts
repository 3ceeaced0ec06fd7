import type { LongForm } from '@/lib/forms/submit'
import { supplierSlots } from './attachments'
import { supplierSchema } from './schema'

/** The supplier questionnaire as the long-form machinery stores it. */
export const supplierForm: LongForm<typeof supplierSchema> = {
  kind: 'supplier',
  collection: 'supplier-applications',
  schema: supplierSchema,
  slots: supplierSlots,
  referencePrefix: 'SQ',
}
