import type { ChildProcess } from 'node:child_process'

/** How long to wait before the next start of a process that died: 1 s, doubling, at most 30 s. */
export const restartDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000)

/**
 * Keeps a child process running: one that exits without being asked to is started again after a
 * back-off (logged), which starts over once a run has lasted `healthyAfterMs`. `stop()` ends it for
 * good. With `restart: false` it only watches, and `stop()` ends it.
 */
export function supervise(
  name: string,
  start: () => ChildProcess,
  { log, restart = true, delay = restartDelay, healthyAfterMs = 60_000, onRestart }: { log: (m: string) => void; restart?: boolean; delay?: (attempt: number) => number; healthyAfterMs?: number; onRestart?: (child: ChildProcess) => void },
) {
  let child = start()
  let startedAt = Date.now()
  let attempt = 0
  let stopping = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let restarts = 0
  const watch = (running: ChildProcess) => {
    running.once('exit', (code, signal) => {
      if (stopping || !restart) return
      if (Date.now() - startedAt >= healthyAfterMs) attempt = 0
      const wait = delay(attempt++)
      log(`${name} exited (${signal ?? code}); starting it again in ${Math.round(wait / 100) / 10} s`)
      timer = setTimeout(() => {
        if (stopping) return
        child = start()
        startedAt = Date.now()
        restarts += 1
        watch(child)
        onRestart?.(child)
      }, wait)
    })
  }
  watch(child)
  return {
    get child() {
      return child
    },
    /** How many times it was started again. */
    get restarts() {
      return restarts
    },
    async stop() {
      stopping = true
      clearTimeout(timer)
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
    },
  }
}
