'use client'

import { lazy, Suspense } from 'react'

// Forms drawn on the server whose code (the form library; for the long forms also uploads and
// drafts) arrives after the page's first load and makes them answer: the long forms, and the
// consultation form below the contact page's branches and map. A tap on Send before then waits for
// it (layout/held-taps.ts).
const forms = {
  suppliers: lazy(() => import('@/components/suppliers/SupplierForm').then((m) => ({ default: m.SupplierForm }))),
  employment: lazy(() => import('@/components/employment/EmploymentForm').then((m) => ({ default: m.EmploymentForm }))),
  consultation: lazy(() => import('@/components/contact/ConsultationForm').then((m) => ({ default: m.ConsultationForm }))),
}

export function FormIsland({ form }: { form: keyof typeof forms }) {
  const Form = forms[form]
  return (
    <Suspense>
      <Form />
    </Suspense>
  )
}
