'use client'

import { lazy, Suspense } from 'react'

// The long forms are drawn on the server; their code (the form library, uploads, drafts) arrives after
// the page's first load and makes them answer. A tap on Send before then waits for it (layout/held-taps.ts).
const forms = {
  suppliers: lazy(() => import('@/components/suppliers/SupplierForm').then((m) => ({ default: m.SupplierForm }))),
  employment: lazy(() => import('@/components/employment/EmploymentForm').then((m) => ({ default: m.EmploymentForm }))),
}

export function LongFormIsland({ form }: { form: keyof typeof forms }) {
  const Form = forms[form]
  return (
    <Suspense>
      <Form />
    </Suspense>
  )
}
