'use client'

import { createLocalListStore } from './local-list-store'

/** A cart line as the browser keeps it: which product and how much. Prices come from the server. */
export type CartLine = { productId: number; quantity: number }

const isLine = (v: unknown): v is CartLine =>
  !!v && typeof v === 'object' && Number.isSafeInteger((v as CartLine).productId) && typeof (v as CartLine).quantity === 'number' && (v as CartLine).quantity > 0

export const cartStore = createLocalListStore<CartLine>('cart', isLine)

export function addToCart(productId: number, quantity = 1) {
  const lines = cartStore.read()
  const existing = lines.find((l) => l.productId === productId)
  cartStore.write(existing ? lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + quantity } : l)) : [...lines, { productId, quantity }])
}
