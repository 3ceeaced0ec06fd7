/** The DOM id of a form field by its path (`addresses.headOffice.phone` → `f-addresses-headOffice-phone`). */
export const fieldId = (path: string) => `f-${path.replace(/[.[\]]+/g, '-')}`

/** What every field of a long form is given: its path in the form, its label, and where it sits (an office, a certificate) for the error summary. */
export type BoundFieldProps = { name: string; label: string; context?: string; required?: boolean; className?: string }

/** A choice among fixed options (a drop-down or a group of boxes). */
export type FieldOption = { value: string; label: string }

/** How the error summary names a field: with where it sits (an office, a certificate) when that matters. */
export const summaryLabel = (label: string, context?: string) => (context ? `${context}: ${label}` : label)

/** Where the error summary sends the visitor for a documents slot. */
export const slotId = (slot: string) => `f-files-${slot}`

export const inputClass =
  'w-full rounded-lg border border-steel-300 bg-white px-3 py-2 text-steel-900 focus:border-primary-600 aria-[invalid]:border-red-500 read-only:cursor-pointer'
