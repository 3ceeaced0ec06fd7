// Shared by `npm start` and the browser-test server: build only when the sources changed.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// What the build is made from: the app's sources and the steps run on its output.
const SOURCES = [
  'app', 'components', 'lib', 'cms', 'messages', 'public',
  'proxy.ts', 'next.config.ts', 'payload.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json',
  'scripts/lib/compile-hints.mjs',
]
const STAMP = path.join('.next', 'source-fingerprint')

function walk(p, out) {
  if (!existsSync(p)) return
  const st = statSync(p)
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) if (name !== 'node_modules') walk(path.join(p, name), out)
  } else out.push(p)
}

/** A hash of every source file under `root` (the project folder) and of its relative path. */
export function sourceFingerprint(root = '.') {
  const files = []
  for (const s of SOURCES) walk(path.join(root, s), files)
  const h = createHash('sha256')
  for (const f of files) h.update(path.relative(root, f)).update('\0').update(readFileSync(f)).update('\0')
  return h.digest('hex')
}

export function buildIsCurrent() {
  return existsSync(path.join('.next', 'BUILD_ID')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceFingerprint()
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts })
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`))))
  })
}

export async function buildIfNeeded(log) {
  if (buildIsCurrent()) {
    log('build is up to date')
    return false
  }
  log('building the production bundle (next build)…')
  const fingerprint = sourceFingerprint()
  const started = Date.now()
  await run(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  await run(process.execPath, [path.join('scripts', 'lib', 'compile-hints.mjs')])
  writeFileSync(STAMP, fingerprint)
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}

/** Runs migrations and the demo seed through Payload's runner, and checks it really ran. */
export async function prepareDatabase(log, env = process.env) {
  log('migrating the database and seeding demo data when empty…')
  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'payload', 'bin.js'), 'run', 'scripts/prepare-db.ts'], {
      env: { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' ') },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
      for (const line of String(d).split('\n')) if (line.startsWith('[db]')) log(line.slice(5))
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`database preparation failed (exit ${code}):\n${out}`))))
  })
  const ready = output.match(/^db:ready seeded=(true|false) identity=([0-9a-f]+)/m)
  if (!ready) throw new Error(`database preparation printed no result; output was:\n${output}`)
  return { seeded: ready[1] === 'true', identity: ready[2] }
}

/**
 * The build and the database at once: the build reads no database and leaves part of the second
 * core idle, which the demo seed (about 30 s alone) fills. Both are waited for, so a failure of one
 * does not leave the other running unseen; the first failure is thrown.
 */
export async function buildAndPrepareDatabase(log, env = process.env) {
  const [built, prepared] = await Promise.allSettled([buildIfNeeded(log), prepareDatabase(log, env)])
  for (const result of [built, prepared]) if (result.status === 'rejected') throw result.reason
  return prepared.value
}

/**
 * Pages and data rendered at run time are cached inside .next and outlive the server. A database
 * that was just created must not be shown through pages cached from an older one, nor through
 * pictures resized from an older one's uploads (the demo seed reuses the same file names).
 */
export function clearRuntimeCache(log, root = '.') {
  for (const dir of [path.join(root, '.next', 'cache', 'fetch-cache'), path.join(root, '.next', 'server', 'route-cache'), path.join(root, '.next', 'cache', 'images'), path.join(root, '.next', 'cache', 'tag-expirations.json')]) {
    rmSync(dir, { recursive: true, force: true })
  }
  log('cleared pages cached from an earlier database')
}

/**
 * Keeps .next's runtime cache only while it was filled from this same database (`identity`, from
 * prepareDatabase): an instance started on a new database, whether it seeded it or found it seeded
 * by another, starts from an empty cache. (The shared Redis cache keys on the identity instead.)
 */
export function settleRuntimeCache(identity, log, root = '.') {
  const file = path.join(root, '.next', 'cache', 'database-identity')
  const previous = existsSync(file) ? readFileSync(file, 'utf8').trim() : null
  if (previous === identity) return
  clearRuntimeCache(log, root)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, identity)
}
