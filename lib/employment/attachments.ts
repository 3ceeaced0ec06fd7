import type { BundleSlot } from '@/lib/forms/bundle'

/** The applicant's photo (JPEG, at most 100 KB: SPEC.md §5, §9) and resume, zipped together. */
export const photoMaxBytes = 100 * 1024

export const employmentSlots: readonly BundleSlot<unknown>[] = [
  { id: 'photo', kinds: ['jpeg'], required: true, maxFiles: 1, maxBytes: photoMaxBytes },
  { id: 'resume', kinds: ['pdf'], required: true, maxFiles: 3 },
]
