'use client'

import { useEffect } from 'react'
import { useSession } from '@/components/auth/use-session'
import { cartOwner, cartStore, setCartOwner, type CartLine } from './cart-store'

async function send(path: string, method: 'GET' | 'PUT' | 'POST', lines?: CartLine[], keepalive = false): Promise<CartLine[] | null> {
  const res = await fetch(path, {
    method,
    keepalive,
    credentials: 'same-origin',
    headers: lines ? { 'Content-Type': 'application/json' } : undefined,
    body: lines ? JSON.stringify({ lines }) : undefined,
  }).catch(() => null)
  if (!res?.ok) return null
  return ((await res.json()) as { lines: CartLine[] }).lines
}

/** Saves the cart on the server now rather than after the pause (before a page that reads it there). */
export const saveServerCart = () => send('/api/cart', 'PUT', cartStore.read())

/**
 * Keeps a signed-in customer's cart on the server: at sign-in the guest cart joins the account's,
 * later the account's cart is loaded on each visit, and every change is saved (shortly after the
 * last click). Renders nothing.
 */
export function CartSync() {
  const session = useSession()
  const customerId = session.status === 'signed-in' && session.kind === 'customer' ? session.id : null

  useEffect(() => {
    if (!customerId) return
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    let applying = false
    const apply = (lines: CartLine[] | null) => {
      if (!lines || !active) return
      applying = true
      cartStore.write(lines)
      applying = false
    }

    const start = cartOwner() === customerId ? send('/api/cart', 'GET') : send('/api/cart/merge', 'POST', cartStore.read())
    void start.then((lines) => {
      apply(lines)
      if (lines && active) setCartOwner(customerId)
    })

    let pending = false
    const save = (keepalive = false) => {
      clearTimeout(timer)
      pending = false
      void send('/api/cart', 'PUT', cartStore.read(), keepalive)
    }
    const unsubscribe = cartStore.subscribe(() => {
      if (applying) return
      clearTimeout(timer)
      pending = true
      timer = setTimeout(save, 400)
    })
    // A change made just before leaving the page is still saved.
    const onLeave = () => pending && save(true)
    window.addEventListener('pagehide', onLeave)
    return () => {
      active = false
      clearTimeout(timer)
      unsubscribe()
      window.removeEventListener('pagehide', onLeave)
    }
  }, [customerId])

  return null
}
