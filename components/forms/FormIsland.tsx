'use client'

import { Activity, memo, startTransition, use, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import type { formsDrawnOnServer } from './forms-drawn-on-server'

type Forms = typeof formsDrawnOnServer
type FormName = keyof Forms

// Forms drawn on the server whose code (the form library; for the long forms also uploads and
// drafts) arrives after the page's first load and makes them answer: the long forms, the
// consultation form below the contact page's branches and map, and the sign-in and registration
// forms. A tap on a button before then waits for it (layout/held-taps.ts).
const loaders: { [K in FormName]: () => Promise<Forms[K]> } = {
  suppliers: once(() => import('@/components/suppliers/SupplierForm').then((m) => m.SupplierForm)),
  employment: once(() => import('@/components/employment/EmploymentForm').then((m) => m.EmploymentForm)),
  consultation: once(() => import('@/components/contact/ConsultationForm').then((m) => m.ConsultationForm)),
  login: once(() => import('@/components/auth/LoginForm').then((m) => m.LoginForm)),
  register: once(() => import('@/components/auth/RegisterForm').then((m) => m.RegisterForm)),
  rfq: once(() => import('@/components/rfq/RfqForm').then((m) => m.RfqForm)),
}

/** One request per form, marked as React's use() reads a settled promise: at once, without suspending. */
function once<F>(load: () => Promise<F>): () => Promise<F> {
  let loading: Promise<F> | undefined
  return () => {
    if (loading) return loading
    const promise: Promise<F> = load().then((form) => (Object.assign(promise, { status: 'fulfilled', value: form }), form))
    // A failed request is for use() to report (the page's error boundary), as lazy() did; not also
    // as a rejection no one handled.
    promise.catch(() => {})
    return (loading = promise)
  }
}

// The server draws the forms from a static import, so its render never waits for one: the page's
// HTML holds the form in place. The branch is dropped from the browser's build (Next inlines
// `typeof window` there), so the first load still carries no form code.
const onServer: typeof formsDrawnOnServer | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- import() would suspend the server's render
  typeof window === 'undefined' ? (require('./forms-drawn-on-server') as { formsDrawnOnServer: typeof formsDrawnOnServer }).formsDrawnOnServer : null

/** What the page gives a form (its locale, where to go next): sent with the page, read by the server's and the browser's draw alike. */
type IslandProps<K extends FormName> = { form: K } & ComponentProps<Forms[K]>

const LoadedForm = memo(function LoadedForm<K extends FormName>({ form, ...props }: IslandProps<K>) {
  const Form = use(loaders[form]()) as ComponentType<Omit<IslandProps<K>, 'form'>>
  return <Form {...props} />
}) as <K extends FormName>(props: IslandProps<K>) => ReactNode

/**
 * In an Activity, not a Suspense boundary: both let the page hydrate while the form's code is on
 * its way, but the server sends a Suspense boundary as large as a form after the footer, hidden, for
 * a script to move into place. The form then showed a moment after the rest of the page, was laid
 * out twice, and never showed without JavaScript.
 */
export function FormIsland<K extends FormName>({ form, ...props }: IslandProps<K>) {
  // React hydrates what an Activity holds last, at idle priority, behind all else the page does at
  // load (the contact page's map, for one), and would only then ask for the form's code. So the code
  // is asked for here, as the page hydrates, and once it has come, an update to the island makes
  // React hydrate the form next (an update reaching a part not yet hydrated hydrates it first), as
  // a transition, so that it still yields to the visitor. On a phone the form answers about a second
  // sooner.
  if (!onServer) void loaders[form]()
  const [, setLoaded] = useState(false)
  useEffect(() => {
    let live = true
    loaders[form]().then(
      () => live && startTransition(() => setLoaded(true)),
      () => {},
    )
    return () => {
      live = false
    }
  }, [form])
  const ServerForm = onServer?.[form] as ComponentType<typeof props> | undefined
  const island = { form, ...props } as IslandProps<K>
  return <Activity>{ServerForm ? <ServerForm {...props} /> : <LoadedForm {...island} />}</Activity>
}
