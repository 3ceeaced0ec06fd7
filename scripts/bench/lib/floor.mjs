// The floor the benchmarks compare the shop with: a bare Next.js app of the same version, with
// prerendered pages of given HTML sizes, built in a temporary folder and served by `next start`.
// What the shop costs beyond it is what the shop adds.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensurePortFree } from './port.mjs'

// The app's own copy of Next: the project's would load a second React beside the app's.
const nextBin = (dir) => path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next')

function run(args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin(cwd), ...args], { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`next ${args[0]} failed:\n${out}`))))
  })
}

/** Where the floor page of about `htmlBytes` is served: `/` for the first size asked for. */
export const floorPath = (htmlBytes, sizes) => (htmlBytes === sizes[0] ? '/' : `/p${htmlBytes}`)

/**
 * The text a floor page carries in place of `html`, a page of the shop: the same characters, so
 * compressing it and hashing it for its ETag cost what the shop's page costs (a sentence repeated
 * compresses four times faster and to 3% of the bytes, which made the floor look twice as fast as
 * serving any real page), minus what React would escape, and half as long, because a page's text
 * comes twice (in the HTML and in the data React hydrates from).
 */
export function floorText(html) {
  const plain = html.replace(/[<>&"'\\]/g, ' ')
  return plain.slice(0, Math.round(plain.length / 2))
}

/** Where the floor's route handler answers (buildFloor's `answer`). */
export const answerPath = '/answer'

/**
 * Builds the bare app with one page for each HTML size asked for (bytes): the first at `/`, the
 * others at `floorPath(size, sizes)`. A page whose size `texts` holds a shop page's HTML for carries
 * that page's characters (floorText); any other, a Persian sentence repeated to the size. With
 * `answer` (an API answer's body), a route handler at `answerPath` sends it as JSON on every request.
 */
export async function buildFloor(htmlSizes, { texts = new Map(), answer } = {}) {
  const sizes = [htmlSizes].flat()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))
  mkdirSync(path.join(dir, 'app'))
  // The project's own packages (the same Next.js, React and compiler), hard-linked: the bundler
  // will not follow a symbolic link out of the app's folder.
  const linked = spawnSync('cp', ['-al', path.resolve('node_modules'), path.join(dir, 'node_modules')])
  if (linked.status !== 0) throw new Error(`could not link node_modules: ${linked.stderr}`)
  const own = JSON.parse(readFileSync('package.json', 'utf8'))
  const dependencies = Object.fromEntries(['next', 'react', 'react-dom'].map((name) => [name, own.dependencies[name]]))
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-floor', private: true, type: 'module', dependencies }))
  writeFileSync(path.join(dir, 'next.config.mjs'), 'export default { poweredByHeader: false }\n')
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'preserve', strict: false, module: 'esnext', moduleResolution: 'bundler', target: 'ES2022', lib: ['dom', 'esnext'], skipLibCheck: true, noEmit: true, isolatedModules: true, allowJs: true }, include: ['**/*.tsx'] }))
  writeFileSync(
    path.join(dir, 'app', 'layout.tsx'),
    `export const metadata = { title: 'floor' }\nexport default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="fa" dir="rtl"><body>{children}</body></html>\n}\n`,
  )
  // A Persian paragraph repeated to the size asked for: text, not markup, as a catalogue page is mostly.
  const sentence = 'لوله و پروفیل فولادی برای ساختمان و صنعت با کیفیت و قیمت مناسب. '
  for (const bytes of sizes) {
    const folder = path.join(dir, 'app', floorPath(bytes, sizes))
    mkdirSync(folder, { recursive: true })
    if (texts.has(bytes)) {
      writeFileSync(path.join(folder, 'text.json'), JSON.stringify(floorText(texts.get(bytes))))
      writeFileSync(path.join(folder, 'page.tsx'), `import text from './text.json'\nexport default function Page() {\n  return <main><h1>کف</h1><pre>{text}</pre></main>\n}\n`)
      continue
    }
    // The text comes twice: in the HTML and in the inline data React hydrates from.
    const count = Math.max(1, Math.round(bytes / Buffer.byteLength(sentence) / 2))
    writeFileSync(
      path.join(folder, 'page.tsx'),
      `const text = ${JSON.stringify(sentence)}\nexport default function Page() {\n  return <main><h1>کف</h1>{Array.from({ length: ${Math.ceil(count / 20)} }, (_, i) => <p key={i}>{text.repeat(20)}</p>)}</main>\n}\n`,
    )
  }
  if (answer !== undefined) {
    // Run per request and never cached, as an API answer filtered by its query is.
    mkdirSync(path.join(dir, 'app', answerPath))
    writeFileSync(path.join(dir, 'app', answerPath, 'body.ts'), `export const body = ${JSON.stringify(answer)}\n`)
    writeFileSync(
      path.join(dir, 'app', answerPath, 'route.ts'),
      `import { body } from './body'\nexport const dynamic = 'force-dynamic'\nexport function GET() {\n  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=60' } })\n}\n`,
    )
  }
  // One route answered per request, as every real app has (a session, a cart): see startFloor.
  mkdirSync(path.join(dir, 'app', 'dynamic'))
  writeFileSync(path.join(dir, 'app', 'dynamic', 'route.ts'), `export const dynamic = 'force-dynamic'\nexport function GET() {\n  return Response.json({ at: Date.now() })\n}\n`)
  await run(['build'], dir, { NODE_ENV: 'production' })
  return dir
}

/** Serves a built floor on `port`; resolves once it answers. */
export async function startFloor(dir, port) {
  await ensurePortFree(port)
  const child = spawn(process.execPath, [nextBin(dir), 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}/`
  for (let i = 0; i < 120; i++) {
    try {
      // The route every floor has (a floor of the API answer alone has no page).
      if ((await fetch(`${url}dynamic`)).ok) {
        // Next enters Node's async context tracking (AsyncLocalStorage) for the first request it
        // renders, and it stays on for the process: every later promise pays for it. A process that
        // only ever served prerendered pages has never turned it on, which no shop (nor any app with
        // one route answered per request) is in after its first visitor. Measured on a page of 74 KB:
        // 1,366 requests/s before that first request, 1,010 after it, for good. The request above was it.
        return { url, stop: () => child.kill('SIGTERM') }
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGTERM')
  throw new Error('the floor app did not start')
}

export function removeFloor(dir) {
  rmSync(dir, { recursive: true, force: true })
}

/** Builds and serves on `port` a floor page of the shop's home's HTML size; `stop` also removes it. */
export async function floorLikeHome(shopBase, port) {
  const homeBytes = Buffer.byteLength(await (await fetch(`${shopBase}/`)).text())
  console.log(`building the floor: a bare Next.js page of ${(homeBytes / 1024).toFixed(0)} KB of HTML…`)
  const dir = await buildFloor(homeBytes)
  try {
    const served = await startFloor(dir, port)
    return { url: served.url, stop: () => (served.stop(), removeFloor(dir)) }
  } catch (error) {
    removeFloor(dir)
    throw error
  }
}
