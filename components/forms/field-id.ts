/** The DOM id of a form field by its path (`addresses.headOffice.phone` → `f-addresses-headOffice-phone`). */
export const fieldId = (path: string) => `f-${path.replace(/[.[\]]+/g, '-')}`

/** How the error summary names a field: with where it sits (an office, a certificate) when that matters. */
export const summaryLabel = (label: string, context?: string) => (context ? `${context}: ${label}` : label)

/** Where the error summary sends the visitor for a documents slot. */
export const slotId = (slot: string) => `f-files-${slot}`

export const inputClass =
  'w-full rounded-lg border border-steel-300 bg-white px-3 py-2 text-steel-900 focus:border-primary-600 aria-[invalid]:border-red-500 read-only:cursor-pointer'
