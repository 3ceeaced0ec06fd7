import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
// The same scripts `npm start` and the browser tests use: build once, migrate and seed once.
import { buildIfNeeded, prepareDatabase } from '../../scripts/lib/build.mjs'

const log = (m: string) => console.log(`[cluster] ${m}`)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(what: string, ok: () => Promise<boolean>, ms = 90_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await ok().catch(() => false)) return
    await pause(250)
  }
  throw new Error(`${what} not ready within ${ms} ms`)
}

/** A Redis server of the test's own, keeping its data across a restart as a real one would. */
export function redisServer(port: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-redis-'))
  let child: ChildProcess | null = null
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const probe = spawn('redis-cli', ['-p', String(port), 'ping'])
      let out = ''
      probe.stdout.on('data', (d) => (out += d))
      probe.on('exit', () => resolve(out.trim() === 'PONG'))
      probe.on('error', () => resolve(false))
    })
  return {
    url: `redis://127.0.0.1:${port}`,
    /** How many keys Redis holds (the cache's entries and its tag maps). */
    keys: () =>
      new Promise<number>((resolve, reject) => {
        const probe = spawn('redis-cli', ['-p', String(port), 'dbsize'])
        let out = ''
        probe.stdout.on('data', (d) => (out += d))
        probe.on('exit', () => resolve(Number(out.trim())))
        probe.on('error', reject)
      }),
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''], { stdio: 'ignore' })
      child.on('error', (error) => log(`redis-server could not start (${error.message}): install Debian's redis-server`))
      await until('redis-server', ping, 15_000)
    },
    async stop() {
      if (!child) return
      const exited = new Promise((resolve) => child!.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      child = null
    },
    async remove() {
      await this.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A fresh PostgreSQL database for the cluster, dropped afterwards. */
export async function freshPostgres(adminUrl: string) {
  const name = `cluster_${Date.now().toString(36)}_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await c.end()
    },
  }
}

export type Instance = { name: string; base: string; stop: () => Promise<void> }

/** One production server (scripts/serve.mjs, as `npm start` runs it) on the shared database and cache. */
export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const dataDir = path.join(os.tmpdir(), `cluster-${name}-${port}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const child = spawn(process.execPath, [path.join('scripts', 'serve.mjs')], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SERVER_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = (d: Buffer) => String(d).trimEnd().split('\n').map((l) => `[${name}] ${l}`).join('\n')
  child.stdout!.on('data', (d: Buffer) => console.log(prefix(d)))
  child.stderr!.on('data', (d: Buffer) => console.error(prefix(d)))
  const base = `http://127.0.0.1:${port}`
  await until(`instance ${name}`, async () => (await fetch(`${base}/api/health`)).ok)
  return {
    name,
    base,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Builds if needed and migrates and seeds the database once, as a deployment does before starting instances. */
export async function prepare(env: Record<string, string>) {
  await buildIfNeeded(log)
  await prepareDatabase(log, { ...process.env, ...env })
}
