'use client'

import { useTranslations } from 'next-intl'
import type { FormEvent, ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { FormMessage } from '@/components/forms/FormMessage'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { ErrorSummary, type SummaryItem } from './ErrorSummary'
import { SectionNav } from './SectionNav'
import type { SendPhase } from './UploadProgress'
import { UploadProgress } from './UploadProgress'
import { ScriptForm } from './ScriptForm'

export type FormSectionInfo = { id: string; title: string; paths: readonly string[] }

type Props<In extends FieldValues, Out> = {
  form: UseFormReturn<In, unknown, Out>
  bindForm: (el: HTMLFormElement | null) => void
  send: {
    onSubmit: (e: FormEvent<HTMLFormElement>) => void
    summary: SummaryItem[]
    attempt: number
    errorPaths: string[]
    problems: unknown[]
    phase: SendPhase | null
    progress: { zip: number; upload: number }
    formError?: string
    busy: boolean
  }
  draft: { restored: boolean; discard: () => void }
  /** The form's sections in order; the last one holds the documents. */
  sections: FormSectionInfo[]
  testId: string
  children: ReactNode
}

/**
 * What every long form has around its sections: the section navigation with mistake counts, the
 * restored-draft notice, the error summary, and at the end the send progress, any form-level
 * message and the send button.
 */
export function LongFormFrame<In extends FieldValues, Out>({ form, bindForm, send, draft, sections, testId, children }: Props<In, Out>) {
  const t = useTranslations('forms')
  const documents = sections.at(-1)?.id
  const nav = sections.map((s) => ({
    id: s.id,
    title: s.title,
    errors: s.id === documents ? send.problems.length : send.errorPaths.filter((p) => s.paths.some((prefix) => p.startsWith(prefix))).length,
  }))
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
      <aside>
        <SectionNav sections={nav} />
      </aside>
      <FormProvider {...form}>
        <ScriptForm ref={bindForm} draftRestored={draft.restored} noValidate onSubmit={send.onSubmit} className="min-w-0 space-y-6" data-testid={testId}>
          {draft.restored ? (
            <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary-200 bg-primary-50 px-3 py-2 text-sm text-primary-900" role="status">
              <span>{t('draft.restored')}</span>
              <button type="button" onClick={draft.discard} className="underline">{t('draft.discard')}</button>
            </div>
          ) : null}
          <ErrorSummary items={send.summary} attempt={send.attempt} />
          {children}
          <UploadProgress phase={send.phase} zip={send.progress.zip} upload={send.progress.upload} />
          {send.formError ? <FormMessage tone="error">{send.formError}</FormMessage> : null}
          <SubmitButton busy={send.busy} busyLabel={t('sending')} className="w-full sm:w-auto">{t('submit')}</SubmitButton>
        </ScriptForm>
      </FormProvider>
    </div>
  )
}
