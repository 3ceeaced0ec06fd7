'use client'

import { lazy, Suspense } from 'react'
import type { Locale } from '@/lib/i18n/config'

// The form sits below the branches and their map; it is drawn on the server, and its code (the form
// library, about 15 KB compressed) comes after the page's first load. A tap on its button before
// then waits for it (layout/held-taps.ts).
const ConsultationForm = lazy(() => import('./ConsultationForm').then((m) => ({ default: m.ConsultationForm })))

export function ConsultationIsland({ locale }: { locale: Locale }) {
  return (
    <Suspense>
      <ConsultationForm locale={locale} />
    </Suspense>
  )
}
