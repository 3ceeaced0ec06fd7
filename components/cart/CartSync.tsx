'use client'

import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSession } from '@/components/auth/use-session'
import { queryClient } from '@/components/query/client'
import { fetchJson } from '@/components/query/fetch-json'
import { replayLocalChanges } from '@/lib/cart/replay'
import { cartOwner, cartStore, setCartOwner, type CartLine } from './cart-store'

type ServerCart = { lines: CartLine[] }

const SAVE_PAUSE_MS = 400

// The account's cart as the server last said it: a change of the browser's cart that only mirrors
// it (the cart arriving, another tab's save) is not sent back.
let held: string | null = null

async function saveCart({ lines, keepalive = false }: { lines: CartLine[]; keepalive?: boolean }): Promise<ServerCart> {
  const saved = await fetchJson<ServerCart>('/api/cart', { method: 'PUT', json: { lines }, keepalive })
  held = JSON.stringify(saved.lines)
  return saved
}

/**
 * Brings the account's cart into this browser: at sign-in the guest cart joins it (merging is safe
 * to repeat: the larger quantity wins); on later visits it replaces what the browser kept, since it
 * may have changed on another device.
 */
async function loadAccountCart(customerId: number): Promise<CartLine[]> {
  const sent = cartStore.read()
  const { lines } = cartOwner() === customerId ? await fetchJson<ServerCart>('/api/cart') : await fetchJson<ServerCart>('/api/cart/merge', { json: { lines: sent } })
  held = JSON.stringify(lines)
  // A tap made while the account's cart was on its way is kept (and saved once it is here).
  const merged = replayLocalChanges(sent, cartStore.read(), lines)
  cartStore.write(merged)
  setCartOwner(customerId)
  return merged
}

/** Saves the cart on the server now rather than after the pause (before a page that reads it there). */
export function useSaveCart(): () => Promise<unknown> {
  const { mutateAsync } = useMutation({ mutationFn: saveCart }, queryClient)
  return () => mutateAsync({ lines: cartStore.read() }).catch(() => null)
}

/**
 * Keeps a signed-in customer's cart on the server: the account's cart is loaded once per page load,
 * then every change is saved shortly after the last click. Renders nothing.
 */
export function CartSync() {
  const session = useSession()
  const customerId = session.status === 'signed-in' && session.kind === 'customer' ? session.id : null
  const arrived = useQuery({
    queryKey: ['account-cart', customerId],
    queryFn: () => loadAccountCart(customerId!),
    enabled: customerId !== null,
    staleTime: Infinity,
  }, queryClient).isSuccess
  const { mutate: save } = useMutation({ mutationFn: saveCart }, queryClient)

  useEffect(() => {
    // Until the account's cart is here a save could overwrite it with the guest's.
    if (!arrived) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let pending = false
    const flush = (keepalive = false) => {
      clearTimeout(timer)
      pending = false
      save({ lines: cartStore.read(), keepalive })
    }
    const changed = () => {
      clearTimeout(timer)
      pending = JSON.stringify(cartStore.read()) !== held
      if (pending) timer = setTimeout(flush, SAVE_PAUSE_MS)
    }
    const unsubscribe = cartStore.subscribe(changed)
    // What was tapped while the account's cart arrived is not on the server yet.
    changed()
    // A change made just before leaving the page is still saved.
    const onLeave = () => pending && flush(true)
    window.addEventListener('pagehide', onLeave)
    return () => {
      clearTimeout(timer)
      unsubscribe()
      window.removeEventListener('pagehide', onLeave)
    }
  }, [arrived, save])

  return null
}
