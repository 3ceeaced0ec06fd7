// What Linux's /proc says of a server process: which one answers on a port, the CPU it has spent
// and the memory it holds. On a busy or shared machine the time a request costs the server moves
// less between runs than how many requests a second it answers.
import { execFileSync } from 'node:child_process'
import { readFileSync, readlinkSync, realpathSync } from 'node:fs'

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/**
 * The Node.js process that accepts connections on `port` on this machine, or null when none does.
 * A listener of another program (nginx before the shop, whose workers do the work rather than the
 * process that listens) is none as well: its figures would not be the server's.
 */
export function nodeListenerPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = Number(/pid=(\d+)/.exec(out)?.[1])
  if (!pid) return null
  return readlinkSync(`/proc/${pid}/exe`) === realpathSync(process.execPath) ? pid : null
}

/** User and system CPU `pid` has spent so far, every thread of it, in microseconds. */
export function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name, which may itself hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond
}

/** The resident set of `pid`, in MB. */
export function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  return Math.round(kb / 1024)
}
