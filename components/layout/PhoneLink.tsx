import type { Locale } from '@/lib/i18n/config'
import { phoneText, telHref } from '@/lib/site/phone'

/**
 * A phone number that dials: written in the page's digits, kept left to right as a run inside the
 * sentence, so it sits at the start edge with the text around it in either direction.
 */
export function PhoneLink({ number, locale, className }: { number: string; locale: Locale; className?: string }) {
  return (
    <a href={telHref(number)} dir="ltr" className={className}>
      {phoneText(number, locale)}
    </a>
  )
}
