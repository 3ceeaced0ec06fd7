import { newReference } from '@/lib/forms/reference'

/** A human-friendly order number such as `AS-7K4M-2QXP`, random so it reveals no sales volume. */
export const newOrderNumber = (): string => newReference('AS')
