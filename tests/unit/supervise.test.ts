import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { restartDelay, supervise } from '@/scripts/lib/supervise'

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20))
  return check()
}

describe('an instance that dies', () => {
  it('waits 1 s, then twice as long each time, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(restartDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })

  it('is started again after a SIGKILL, said in the log, and not once it is stopped', async () => {
    const lines: string[] = []
    const started: number[] = []
    const process = supervise('instance-1', () => {
      const child = spawn(globalThis.process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
      started.push(child.pid!)
      return child
    }, { log: (m) => lines.push(m), delay: () => 50 })
    process.child.kill('SIGKILL')
    expect(await until(() => started.length === 2)).toBe(true)
    expect(process.restarts).toBe(1)
    expect(lines).toEqual(['instance-1 exited (SIGKILL); starting it again in 0.1 s'])
    await process.stop()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(started).toHaveLength(2)
    expect(process.child.signalCode).toBe('SIGTERM')
  })

  it('is only watched without restart', async () => {
    const lines: string[] = []
    const process = supervise('once', () => spawn(globalThis.process.execPath, ['-e', 'process.exit(3)']), { log: (m) => lines.push(m), restart: false, delay: () => 10 })
    expect(await until(() => process.child.exitCode === 3)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect([process.restarts, lines]).toEqual([0, []])
  })
})
