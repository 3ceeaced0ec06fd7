'use client'

import { lazy } from 'react'
import { AfterHydration } from './AfterHydration'

const CartSync = lazy(() => import('@/components/cart/CartSync').then((m) => ({ default: m.CartSync })))
const BuildCheck = lazy(() => import('@/components/version/BuildCheck').then((m) => ({ default: m.BuildCheck })))

/**
 * The islands that draw nothing and keep the page in step with the server: a customer's cart saved
 * on the account, the new-build check. Their code loads once the page is interactive.
 */
export function ServerSync() {
  return (
    <AfterHydration fallback={null}>
      <CartSync />
      <BuildCheck />
    </AfterHydration>
  )
}
