'use client'

import type { ReactNode } from 'react'
import type { BundleProblem, BundleSlot } from '@/lib/forms/bundle'
import { FormMessage } from '@/components/forms/FormMessage'
import { FileSlot } from './FileSlot'
import { useProblemText } from './problem-text'

type Props = {
  slots: readonly BundleSlot<never>[]
  label: (slot: string) => string
  hint?: (slot: BundleSlot<never>) => string | undefined
  about?: (slot: string) => ((file: File) => ReactNode) | undefined
  send: {
    files: Record<string, File[]>
    setSlotFiles: (slot: string, files: File[]) => void
    problemsOf: (slot: string) => BundleProblem[]
    generalProblems: BundleProblem[]
  }
}

/** A long form's document pickers, one per slot, and the complaints about the zip as a whole. */
export function DocumentSlots({ slots, label, hint, about, send }: Props) {
  const problemText = useProblemText()
  return (
    <>
      {slots.map((slot) => (
        <FileSlot
          key={slot.id}
          slot={slot}
          label={label(slot.id)}
          hint={hint?.(slot)}
          files={send.files[slot.id] ?? []}
          problems={send.problemsOf(slot.id)}
          onChange={(list) => send.setSlotFiles(slot.id, list)}
          about={about?.(slot.id)}
        />
      ))}
      {send.generalProblems.length ? <FormMessage tone="error">{send.generalProblems.map(problemText).join(' ')}</FormMessage> : null}
    </>
  )
}
