import '@/lib/forms/zod'
import { checkoutSchema } from '@/lib/orders/checkout-schema'

/** Where the order from a quote goes: the checkout's own rules for the address and the phone. */
export const acceptSchema = checkoutSchema.pick({ address: true, phone: true })

export type AcceptError = 'address' | 'phone' | 'expired' | 'notQuoted' | 'tryAgain'

/** The form's fields out of a posted body, nothing else read. */
export function acceptFields(body: FormData): { address: unknown; phone: unknown } {
  return { address: body.get('address') ?? '', phone: body.get('phone') ?? '' }
}
