import type { LongForm } from '@/lib/forms/submit'
import { employmentSlots } from './attachments'
import { employmentSchema } from './schema'

/** The employment application as the long-form machinery stores it. */
export const employmentForm: LongForm<typeof employmentSchema> = {
  kind: 'job',
  collection: 'job-applications',
  schema: employmentSchema,
  slots: employmentSlots,
  referencePrefix: 'JA',
}
