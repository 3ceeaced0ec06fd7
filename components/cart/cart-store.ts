'use client'

import { isCartLine, type CartLine } from '@/lib/cart/line'
import { createLocalListStore } from './local-list-store'

// A cart line as the browser keeps it: which product and how much. Prices come from the server.
export type { CartLine }

export const cartStore = createLocalListStore<CartLine>('cart', isCartLine)

export function addToCart(productId: number, quantity = 1) {
  const lines = cartStore.read()
  const existing = lines.find((l) => l.productId === productId)
  cartStore.write(existing ? lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + quantity } : l)) : [...lines, { productId, quantity }])
}

export function setQuantity(productId: number, quantity: number) {
  cartStore.write(cartStore.read().map((l) => (l.productId === productId ? { ...l, quantity } : l)))
}

export function removeFromCart(productId: number) {
  cartStore.write(cartStore.read().filter((l) => l.productId !== productId))
}

/**
 * Whose account the browser's cart mirrors. A cart without an owner is a guest cart and joins the
 * account at sign-in; an owned cart is replaced by the account's cart (it may have changed on
 * another device).
 */
const OWNER_KEY = 'cart-owner'
export const cartOwner = () => Number(window.localStorage.getItem(OWNER_KEY)) || null
export const setCartOwner = (id: number) => window.localStorage.setItem(OWNER_KEY, String(id))

/** Signing out leaves nothing of the account's cart in a shared browser. */
export function forgetCart() {
  window.localStorage.removeItem(OWNER_KEY)
  window.localStorage.removeItem(CHECKOUT_KEY)
  cartStore.write([])
}

/** One key per checkout, shared by every tab, until an order is placed with it. */
const CHECKOUT_KEY = 'checkout-key'
export function checkoutKey(): string {
  let key = window.localStorage.getItem(CHECKOUT_KEY)
  if (!key) {
    key = crypto.randomUUID()
    window.localStorage.setItem(CHECKOUT_KEY, key)
  }
  return key
}
export const checkoutDone = () => window.localStorage.removeItem(CHECKOUT_KEY)
