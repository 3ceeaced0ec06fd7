import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// The same steps `npm start` and the browser tests use: build once, migrate and seed once.
import { localeCookie } from '../../lib/i18n/config'
import { buildAndPrepareDatabase } from './build.mjs'
import { supervise } from './supervise'

export { freshPostgres } from './postgres'

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

/**
 * What start:cluster and the cluster suite run besides Node: checked before anything is migrated or
 * started, so a machine without them is told at once, with the line that installs them.
 */
export function missingTools(tools: readonly string[]): string[] {
  return tools.filter((tool) => {
    const probe = spawnSync(tool, ['-v'], { stdio: 'ignore' })
    return probe.error !== undefined && !existsSync(path.join('/usr/sbin', tool))
  })
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

export type Instance = { name: string; base: string; dataDir: string; stop: () => Promise<void>; kill: (signal: NodeJS.Signals) => void; restarts: () => number }

/**
 * One production server (scripts/serve.mjs, as `npm start` runs it) on the shared database and cache.
 * With `restart`, one that dies (killed, out of memory) is started again after a back-off (supervise.ts).
 */
export async function startInstance(name: string, port: number, env: Record<string, string>, options: { dataDir?: string; restart?: boolean } = {}): Promise<Instance> {
  const base = `http://127.0.0.1:${port}`
  // Whatever already answers there (a server left over from an earlier run) would pass for this one.
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is already in use: stop what listens there first`)
  // Each its own folder unless told to share one.
  const shared = options.dataDir !== undefined
  const dataDir = options.dataDir ?? path.join(os.tmpdir(), `cluster-${name}-${port}`)
  if (!shared) rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const prefix = (d: Buffer) => String(d).trimEnd().split('\n').map((l) => `[${name}] ${l}`).join('\n')
  const start = () => {
    const child = spawn(process.execPath, [path.join('scripts', 'serve.mjs')], {
      env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SERVER_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.on('data', (d: Buffer) => console.log(prefix(d)))
    child.stderr!.on('data', (d: Buffer) => console.error(prefix(d)))
    return child
  }
  const supervised = supervise(name, start, { log, restart: options.restart === true })
  const exited = new Promise<never>((_, reject) => supervised.child.once('exit', (code) => reject(new Error(`instance ${name} exited (${code}) before it was ready`))))
  exited.catch(() => {})
  await Promise.race([until(`instance ${name}`, async () => (await fetch(`${base}/api/health`)).ok), exited])
  return {
    name,
    base,
    dataDir,
    kill: (signal) => supervised.child.kill(signal),
    restarts: () => supervised.restarts,
    async stop() {
      await supervised.stop()
      if (!shared) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** nginx's configuration for the balancer in `dir` (cache, temporary files), listening on `port`. */
export function balancerConfig(dir: string, port: number, upstreams: number[]) {
  return `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The long forms send up to 25 MB.
  client_max_body_size 30m;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:16m max_size=256m inactive=60s use_temp_path=off;
  map $upstream_http_cache_control $not_shared {
    default 1;
    "~*(private|no-store|no-cache)" 1;
    "~*s-maxage" 0;
  }
  # The request id a client sent (the instances keep it when it is a sane token), else nginx's own.
  map $http_x_request_id $shop_request_id {
    default $http_x_request_id;
    "" $request_id;
  }
  map $http_cookie $signed_in {
    default 0;
    "~*payload-token=" 1;
  }
  gzip on;
  gzip_proxied any;
  # Next names Accept-Encoding in the Vary of every answer it could compress, which are the only ones
  # nginx compresses here; nginx's own would be a second Vary header.
  gzip_vary off;
  gzip_comp_level 5;
  gzip_min_length 512;
  gzip_types text/css text/plain text/x-component application/javascript application/json application/manifest+json application/xml image/svg+xml;
  upstream shop {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $shop_request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 60s;
      # The instances compress (Next's gzip) and nginx keeps the compressed bytes, so an answer from its
      # cache costs no compressing: compressing each one cost more than the rest of serving it. A
      # client that takes no gzip gets it unpacked here.
      proxy_set_header Accept-Encoding gzip;
      gunzip on;
      proxy_cache pages;
      proxy_cache_key "$scheme|$host|$request_uri|$cookie_${localeCookie.name}|$http_rsc|$http_next_router_prefetch|$http_next_router_state_tree|$http_next_router_segment_prefetch|$http_next_url";
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 301 302 307 308 404 1s;
      proxy_cache_bypass $signed_in $http_next_action $http_authorization;
      proxy_no_cache $signed_in $http_next_action $http_authorization $not_shared;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      add_header X-Cache-Status $upstream_cache_status always;
      # Every answer names this request, a kept one too (not the id of the request that filled the cache).
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $shop_request_id always;
    }
    # nginx's own counts (connections, requests) for the dashboard, through nginx-prometheus-exporter
    # on this machine; nobody else may read them.
    location = /nginx_status {
      stub_status;
      access_log off;
      allow 127.0.0.1;
      allow ::1;
      deny all;
    }
  }
}
`
}

/**
 * nginx (Debian's package) on `port` in front of the instances: round robin, keep-alive to them, and
 * a request an instance fails to answer (down, 502, 503 from its health) goes to the next one.
 *
 * It keeps pages for a second (micro-caching), as the instances compressed them, and compresses
 * what they sent plain. It keeps only an answer Next says a shared cache may keep (`s-maxage`),
 * never one that sets a cookie, never for a signed-in visitor or a server action. The key holds what Next's answer varies on beside the address: the client
 * router's headers and the language cookie the unprefixed pages redirect on. Within that second
 * the instances see one request per page, so an edit shows everywhere a second after it expires
 * the instances' own cache. `X-Cache-Status` says whether nginx answered from its cache.
 */
export async function startBalancer(port: number, upstreams: number[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-nginx-'))
  // Started as root, nginx's workers run as an unprivileged user and must reach the page cache in here.
  chmodSync(dir, 0o755)
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, balancerConfig(dir, port, upstreams))
  const child = spawn('nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] })
  child.on('error', (error) => log(`nginx could not start (${error.message}): install Debian's nginx`))
  const base = `http://127.0.0.1:${port}`
  try {
    await until('nginx', async () => (await fetch(`${base}/api/health`)).ok, 15_000)
  } catch (error) {
    child.kill('SIGTERM')
    throw error
  }
  return {
    base,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Builds if needed and migrates and seeds the database once, as a deployment does before starting
 * instances; gives back the instances' environment, with the database's identity `npm start` sets.
 */
export async function prepare(env: Record<string, string>): Promise<Record<string, string>> {
  const { identity } = await buildAndPrepareDatabase(log, { ...process.env, ...env })
  return { ...env, DATABASE_IDENTITY: identity }
}
