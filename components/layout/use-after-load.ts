'use client'

import { useEffect, useState } from 'react'
import { afterLoad } from './after-load'

/** False until the page has loaded and the browser is idle (see afterLoad): gates requests nobody waits for. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => afterLoad(() => setReady(true)), [])
  return ready
}
