// With BACKUP_CRON set, the production server runs the backup schedule beside itself
// (`scripts/backup.ts --schedule`), and stops it when it stops. Each instance runs one; only the
// instance holding the migration lock at the scheduled minute takes the archive.
import { spawn } from 'node:child_process'
import path from 'node:path'

export function startBackupSchedule(env = process.env) {
  if (!env.BACKUP_CRON) return null
  const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), path.join('scripts', 'backup.ts'), '--schedule'], {
    env: { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' ') },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') console.error(`[backup] the backup schedule stopped (${code ?? signal}); no scheduled backups until the server restarts`)
  })
  const stop = () => child.kill('SIGTERM')
  process.on('exit', stop)
  return child
}
