import type { BundleSlot } from '@/lib/forms/bundle'

/** An RFQ's one optional document: a drawing of the custom section, as a PDF or a JPEG photo. */
export const rfqSlots: readonly BundleSlot[] = [{ id: 'drawing', kinds: ['pdf', 'jpeg'], required: false, maxFiles: 1 }]
