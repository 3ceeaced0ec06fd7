'use client'

import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { useAfterLoad } from '@/components/layout/use-after-load'
import { notify } from '@/components/notify/notify'
import { queryClient } from '@/components/query/client'
import { fetchJson } from '@/components/query/fetch-json'
import { guardedReload, markBuildStale } from './reload'

const POLL_MS = 5 * 60 * 1000
const currentBuild = process.env.NEXT_PUBLIC_BUILD_ID
const isNewer = (buildId?: string) => Boolean(buildId && currentBuild && buildId !== currentBuild)

/**
 * Notices a new build (SPEC.md §4): asks which build the server runs, every 5 minutes while the tab
 * is visible and when the visitor comes back to it, and once it is another, says so and marks the
 * page stale (VersionGuard then turns the next navigation into a full load). Renders nothing.
 */
export function BuildCheck() {
  const t = useTranslations('version')
  // Never while the page is still loading: the window gets focus as it opens, and that request
  // competed with the page's own.
  const loaded = useAfterLoad()
  const build = useQuery(
    {
      queryKey: ['build'],
      // The query string keeps any cache in between from answering for the server.
      queryFn: () => fetchJson<{ buildId?: string }>(`/api/build?t=${Date.now()}`),
      // Once another build is seen there is nothing more to learn.
      enabled: (query) => loaded && !isNewer(query.state.data?.buildId),
      staleTime: 0,
      refetchInterval: POLL_MS,
      refetchOnWindowFocus: true,
      // Offline or server restarting: the next tick asks again.
      retry: false,
    },
    queryClient,
  )
  const { refetch } = build
  const buildId = build.data?.buildId
  const noticed = isNewer(buildId)

  useEffect(() => {
    if (!noticed) return
    markBuildStale()
    notify({
      id: 'new-version',
      title: t('title'),
      description: t('description'),
      actions: [{ label: t('reload'), onClick: () => guardedReload() }],
    })
  }, [noticed, t])

  // React Query asks again when the tab becomes visible; a window that only regains focus counts too.
  useEffect(() => {
    if (!loaded || noticed) return
    const onFocus = () => void refetch()
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [loaded, noticed, refetch])

  return null
}
