'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { bundleLimits, precheckFiles, slotsFor, type BundleProblem, type BundleSlot } from '@/lib/forms/bundle'
import { flattenErrors } from './collect-errors'
import { summaryFromPage, type SummaryItem } from './ErrorSummary'
import { useProblemText } from './problem-text'
import { sendForm, zipFiles } from './send-long-form'
import type { SendPhase } from './UploadProgress'
import { useFormErrorText } from './use-form-text'

type Options<In extends FieldValues, Out> = {
  form: UseFormReturn<In, unknown, Out>
  slots: readonly BundleSlot<never>[]
  endpoint: string
  onSent: () => void
}

type ServerBody = { reference?: string; fieldErrors?: Record<string, string>; problems?: BundleProblem[]; error?: string; params?: Record<string, number> }

/**
 * A long form's send: the shared schema and the file checks in the browser, then the zip (with its
 * progress), the upload (with its progress) and the server's verdict, whose field and file errors
 * land on the fields like the browser's own. After every failed attempt the summary is rebuilt and the
 * first field to fix receives focus.
 */
export function useLongForm<In extends FieldValues, Out>({ form, slots, endpoint, onSent }: Options<In, Out>) {
  const t = useTranslations('forms.errors')
  const errorText = useFormErrorText()
  const problemText = useProblemText()
  const bundleTooBig = () => problemText({ reason: 'bundleTooBig', params: { size: bundleLimits.bundleBytes } })
  const [files, setFiles] = useState<Record<string, File[]>>({})
  const [problems, setProblems] = useState<BundleProblem[]>([])
  const [phase, setPhase] = useState<SendPhase | null>(null)
  const [progress, setProgress] = useState({ zip: 0, upload: 0 })
  const [formError, setFormError] = useState<string>()
  const [reference, setReference] = useState<string>()
  const [summary, setSummary] = useState<SummaryItem[]>([])
  const [attempt, setAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement | null>(null)
  // A callback rather than the ref itself, so the rest of what this hook returns stays plain render data.
  const bindForm = useCallback((el: HTMLFormElement | null) => {
    formRef.current = el
  }, [])
  const errors = form.formState.errors
  const fieldErrors = flattenErrors(errors)
  // A plain value that changes whenever a field's error does (the error tree may be updated in place).
  const errorKey = fieldErrors.map((e) => `${e.path}:${e.message}`).join('|')

  // After a failed attempt, and as the visitor fixes things, the summary follows the page (the
  // summary itself takes focus once per attempt: see ErrorSummary).
  useEffect(() => {
    if (attempt === 0) return
    const frame = requestAnimationFrame(() => {
      if (formRef.current) setSummary(summaryFromPage(formRef.current))
    })
    return () => cancelAnimationFrame(frame)
  }, [attempt, errorKey, problems])

  const applicable = (values: unknown) => slotsFor(slots as readonly BundleSlot<unknown>[], values)

  const send = async (values: In) => {
    const wanted = Object.fromEntries(applicable(values).map((s) => [s.id, files[s.id] ?? []]))
    setProgress({ zip: 0, upload: 0 })
    setPhase('zipping')
    try {
      const zip = await zipFiles(wanted, (zipPercent) => setProgress((p) => ({ ...p, zip: zipPercent })))
      if (zip.size > bundleLimits.bundleBytes) {
        setPhase(null)
        setFormError(bundleTooBig())
        return setAttempt((a) => a + 1)
      }
      setPhase('uploading')
      const { status, body } = await sendForm(endpoint, values, zip, (uploadPercent) => setProgress((p) => ({ ...p, upload: uploadPercent })))
      const answer = (body ?? {}) as ServerBody
      if (status === 201 && answer.reference) {
        setPhase('done')
        setReference(answer.reference)
        onSent()
        return
      }
      setPhase(null)
      for (const [path, key] of Object.entries(answer.fieldErrors ?? {})) form.setError(path as Path<In>, { type: 'server', message: key })
      setProblems(answer.problems ?? [])
      if (status === 413) setFormError(bundleTooBig())
      else if (status === 429) setFormError(errorText('rateLimited', answer.params))
      else if (status === 401) setFormError(errorText('loginRequired'))
      else if (!answer.fieldErrors && !answer.problems?.length) setFormError(t('generic'))
      setAttempt((a) => a + 1)
    } catch {
      setPhase(null)
      setFormError(t('network'))
      setAttempt((a) => a + 1)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFormError(undefined)
    const check = (values: In) => precheckFiles(slots as readonly BundleSlot<unknown>[], values, files)
    return form.handleSubmit(
      async () => {
        // The values as typed go to the server, which parses them with the same schema.
        const values = form.getValues()
        const early = check(values)
        setProblems(early)
        if (early.length) return setAttempt((a) => a + 1)
        await send(values)
      },
      () => {
        setProblems(check(form.getValues()))
        setAttempt((a) => a + 1)
      },
    )(event)
  }

  const setSlotFiles = useCallback((slot: string, list: File[]) => {
    setFiles((f) => ({ ...f, [slot]: list }))
    // A changed slot's old complaints no longer hold.
    setProblems((p) => p.filter((x) => x.slot !== slot))
  }, [])

  return {
    bindForm,
    onSubmit,
    files,
    setSlotFiles,
    problems,
    problemsOf: (slot: string) => problems.filter((p) => p.slot === slot),
    generalProblems: problems.filter((p) => !p.slot || !slots.some((s) => s.id === p.slot)),
    phase,
    progress,
    formError,
    reference,
    summary,
    /** How many sends have failed: each new one moves focus to the summary. */
    attempt,
    /** The paths of the fields now wrong, for the section navigation's counts. */
    errorPaths: fieldErrors.map((e) => e.path),
    busy: form.formState.isSubmitting || phase === 'zipping' || phase === 'uploading',
  }
}
