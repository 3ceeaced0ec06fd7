'use client'

import { Activity, lazy } from 'react'
import type { formsDrawnOnServer } from './forms-drawn-on-server'

// Forms drawn on the server whose code (the form library; for the long forms also uploads and
// drafts) arrives after the page's first load and makes them answer: the long forms, and the
// consultation form below the contact page's branches and map. A tap on Send before then waits for
// it (layout/held-taps.ts).
const forms = {
  suppliers: lazy(() => import('@/components/suppliers/SupplierForm').then((m) => ({ default: m.SupplierForm }))),
  employment: lazy(() => import('@/components/employment/EmploymentForm').then((m) => ({ default: m.EmploymentForm }))),
  consultation: lazy(() => import('@/components/contact/ConsultationForm').then((m) => ({ default: m.ConsultationForm }))),
}

// The server draws the forms from a static import, so its render never waits for one: the page's
// HTML holds the form in place. The branch is dropped from the browser's build (Next inlines
// `typeof window` there), so the first load still carries no form code.
const onServer: typeof formsDrawnOnServer | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- import() would suspend as lazy() does
  typeof window === 'undefined' ? (require('./forms-drawn-on-server') as { formsDrawnOnServer: typeof formsDrawnOnServer }).formsDrawnOnServer : null

/**
 * In an Activity, not a Suspense boundary: both let the page hydrate while the form's code is on
 * its way (the form's part of the page is hydrated once it comes), but the server sends a Suspense
 * boundary as large as a form after the footer, hidden, for a script to move into place. The form
 * then showed a moment after the rest of the page, was laid out twice, and never showed without
 * JavaScript.
 */
export function FormIsland({ form }: { form: keyof typeof forms }) {
  const Form = onServer?.[form] ?? forms[form]
  return (
    <Activity>
      <Form />
    </Activity>
  )
}
