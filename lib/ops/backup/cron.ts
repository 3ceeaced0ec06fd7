/**
 * The five-field cron expressions operators already write (`minute hour day-of-month month
 * day-of-week`, with `*`, lists, ranges and steps), read in UTC so every instance and the server's
 * log agree on when a backup was due. Names (MON, JAN) and `@daily`-style words are not supported.
 */
const fields = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const

export type CronSchedule = { matches: (at: Date) => boolean }

function parseField(text: string, { name, min, max }: (typeof fields)[number]): Set<number> {
  const values = new Set<number>()
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part)
    if (!m) throw new Error(`BACKUP_CRON: cannot read the ${name} field «${text}»`)
    const step = m[4] ? Number(m[4]) : 1
    const from = m[1] === '*' ? min : Number(m[2])
    const to = m[1] === '*' ? max : m[3] ? Number(m[3]) : m[4] ? max : from
    if (from < min || to > max || from > to || step < 1) throw new Error(`BACKUP_CRON: the ${name} field «${text}» is outside ${min}–${max}`)
    for (let v = from; v <= to; v += step) values.add(v)
  }
  return values
}

export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/)
  if (parts.length !== 5) throw new Error(`BACKUP_CRON must have five fields (minute hour day month weekday), not «${expression}»`)
  const [minute, hour, day, month, weekday] = parts.map((p, i) => parseField(p, fields[i]!))
  // Sunday is 0 or 7, as in cron.
  if (weekday!.has(7)) weekday!.add(0)
  const anyDay = parts[2] === '*'
  const anyWeekday = parts[4] === '*'
  return {
    matches(at) {
      if (!minute!.has(at.getUTCMinutes()) || !hour!.has(at.getUTCHours()) || !month!.has(at.getUTCMonth() + 1)) return false
      const byDay = day!.has(at.getUTCDate())
      const byWeekday = weekday!.has(at.getUTCDay())
      // Cron's rule: when both day fields are restricted, either one matching is enough.
      if (!anyDay && !anyWeekday) return byDay || byWeekday
      return byDay && byWeekday
    },
  }
}
