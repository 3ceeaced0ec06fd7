import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import fa from '@/messages/fa.json'
import type { Locale } from './config'

const catalogues = { fa, en, ar } as const

/**
 * The message catalogue of `locale`, for texts made outside a page request (texts, e-mail, admin
 * labels); pages get theirs from lib/i18n/request.ts.
 */
export const catalogueOf = (locale: Locale) => catalogues[locale]

