/**
 * Runs `task` once the page has loaded and the browser is idle. For requests nobody waits for
 * (a view count, fresh like counts, the new-build check): on a slow mobile network they competed
 * with the page's largest picture and its scripts. Returns a function that cancels it.
 */
export function afterLoad(task: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    if (!cancelled) task()
  }
  const schedule = () => {
    if (cancelled) return
    // Safari has no idle callback.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 2000 })
    else timer = setTimeout(run, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idle !== undefined) window.cancelIdleCallback(idle)
    if (timer !== undefined) clearTimeout(timer)
  }
}
