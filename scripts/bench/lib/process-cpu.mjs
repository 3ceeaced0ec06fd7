// The CPU a server process spends, read from Linux's /proc: on a busy or shared machine the time a
// request costs the server moves less between runs than how many requests a second it answers.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** The process that accepts connections on `port` on this machine (its own threads included in its CPU). */
export function listenerPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = Number(/pid=(\d+)/.exec(out)?.[1])
  if (!pid) throw new Error(`no process listens on port ${port}`)
  return pid
}

/** User and system CPU `pid` has spent so far, every thread of it, in microseconds. */
export function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name, which may itself hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond
}
