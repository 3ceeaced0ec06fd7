import { spawn } from 'node:child_process'

/** Runs a command-line tool, failing with its own words (stderr) when it fails or is missing. */
export function runTool(cmd: string, args: string[], hint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.on('error', (error: NodeJS.ErrnoException) => reject(new Error(error.code === 'ENOENT' ? `${cmd} was not found: ${hint}` : `${cmd} failed to start: ${error.message}`)))
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (${code ?? signal}): ${stderr.trim()}`))))
  })
}

export const POSTGRES_CLIENT_HINT = "install Debian's postgresql-client (apt-get install postgresql-client), the same major version as the server or newer"
