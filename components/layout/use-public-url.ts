'use client'

import { useSyncExternalStore } from 'react'
import { publicUrl } from '@/lib/site/public-url'

const noChange = () => () => {}

/**
 * The shareable address of `path` (lib/site/public-url.ts). While hydrating it matches the server's
 * render; without a configured origin the visitor's own is filled in right after.
 */
export function usePublicUrl(path: string, configuredOrigin: string | null): string {
  const visited = useSyncExternalStore(noChange, () => window.location.origin, () => null)
  return publicUrl(path, configuredOrigin, visited)
}
