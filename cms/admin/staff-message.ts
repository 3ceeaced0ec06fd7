import type { PayloadRequest } from 'payload'

export type StaffWords = { fa: string; en: string; ar: string }

/** A message for a staff member in their admin language (Persian unless they chose otherwise). */
export const staffSays = (req: Pick<PayloadRequest, 'i18n'>, words: StaffWords): string => words[req.i18n?.language as keyof StaffWords] ?? words.fa
