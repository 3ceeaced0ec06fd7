// `npm test`: lint, typecheck, unit, integration (SQLite, and PostgreSQL when DATABASE_URL is a
// postgres URL), browser tests against the production build, and two instances on PostgreSQL and
// Redis when CLUSTER_DATABASE_URL is a postgres URL. Every suite runs even when an
// earlier one fails; the last line sums them all: `N passed, N failed[, N skipped]`.
import { spawn } from 'node:child_process'
import { AsyncLocalStorage } from 'node:async_hooks'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { playwrightFailures, vitestFailures } from './lib/test-failures.mjs'

const out = 'test-results'
mkdirSync(out, { recursive: true })
const isPg = (url) => /^postgres(ql)?:\/\//.test(url ?? '')
const pgUrl = isPg(process.env.DATABASE_URL) ? process.env.DATABASE_URL : null
// Two production instances on one PostgreSQL server and a Redis of the test's own (redis-server).
const clusterUrl = isPg(process.env.CLUSTER_DATABASE_URL) ? process.env.CLUSTER_DATABASE_URL : null
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',')
const bin = (name) => path.join('node_modules', '.bin', name)

// The suite whose output goes straight to the terminal; a suite running beside it writes to its own
// log in test-results/, printed whole once it ends, so two runners' lines never interleave.
const logFile = new AsyncLocalStorage()

function run(cmd, args, env = {}) {
  const log = logFile.getStore()
  return new Promise((resolve) => {
    const out = log ? openSync(log, 'a') : 'inherit'
    const child = spawn(cmd, args, { stdio: log ? ['ignore', out, out] : 'inherit', env: { ...process.env, ...env } })
    const done = (code) => {
      if (log) closeSync(out)
      resolve(code)
    }
    child.on('exit', (code) => done(code ?? 1))
    child.on('error', () => done(1))
  })
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)

function vitestCounts(file, code) {
  const r = readJson(file)
  if (!r) return { passed: 0, failed: 1, skipped: 0, failures: [`no report (${file}): the runner stopped before writing it`] }
  const failures = vitestFailures(r)
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0)
  if (failed > failures.length) failures.push(`the runner exited with code ${code}`)
  return { passed: r.numPassedTests, failed, skipped: r.numPendingTests + r.numTodoTests, failures }
}

function playwrightCounts(file, code) {
  const r = readJson(file)
  if (!r) return { passed: 0, failed: 1, skipped: 0, failures: [`no report (${file}): the runner stopped before writing it`] }
  const s = r.stats
  const failures = playwrightFailures(r)
  const failed = s.unexpected + s.flaky + (code !== 0 && s.unexpected === 0 ? 1 : 0)
  if (failed > failures.length) failures.push(`the runner exited with code ${code}`)
  return { passed: s.expected, failed, skipped: s.skipped, failures }
}

const check = (code) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, failures: code === 0 ? [] : [`exited with code ${code}: its output is above`] })

// The integration suite: the files sharing one Payload, then the two that build their own with a bucket.
const integrationProjects = ['--project', 'int', '--project', 'int-storage']

const suites = [
  { name: 'lint', run: async () => check(await run(bin('eslint'), ['.', '--max-warnings=0'])) },
  { name: 'typecheck', run: async () => check(await run(bin('tsc'), ['--noEmit'])) },
  {
    name: 'unit',
    run: async () => {
      const file = `${out}/unit.json`
      rmSync(file, { force: true })
      return vitestCounts(file, await run(bin('vitest'), ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]))
    },
  },
  {
    name: 'int-sqlite',
    run: async () => {
      const file = `${out}/int-sqlite.json`
      rmSync(file, { force: true })
      return vitestCounts(file, await run(bin('vitest'), ['run', ...integrationProjects, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { DATABASE_URL: '' }))
    },
  },
  ...(pgUrl
    ? [{
        name: 'int-postgres',
        run: async () => {
          const file = `${out}/int-postgres.json`
          rmSync(file, { force: true })
          return vitestCounts(file, await run(bin('vitest'), ['run', ...integrationProjects, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { DATABASE_URL: pgUrl }))
        },
      }]
    : []),
  {
    name: 'e2e',
    run: async () => {
      const file = `${out}/e2e.json`
      rmSync(file, { force: true })
      const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
      if (!existsSync(chromium)) {
        const why = `browser tests need Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`
        console.error(`[test] ${why}`)
        return { passed: 0, failed: 1, skipped: 0, failures: [why] }
      }
      return playwrightCounts(file, await run(bin('playwright'), ['test'], { DATABASE_URL: '' }))
    },
  },
  ...(clusterUrl
    ? [{
        name: 'cluster',
        run: async () => {
          const file = `${out}/cluster.json`
          rmSync(file, { force: true })
          for (const [tool, args] of [['redis-server', ['--version']], ['nginx', ['-v']]]) {
            if ((await run(tool, args)) === 0) continue
            const why = `the cluster suite needs ${tool} (apt-get install ${tool})`
            console.error(`[test] ${why}`)
            return { passed: 0, failed: 1, skipped: 0, failures: [why] }
          }
          return vitestCounts(file, await run(bin('vitest'), ['run', '--project', 'cluster', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { CLUSTER_DATABASE_URL: clusterUrl }))
        },
      }]
    : []),
].filter((s) => !only || only.includes(s.name))

// Suites that each keep one core busy run two at a time (this is sized for a 2-core machine):
// eslint beside tsc, and the integration suite on SQLite beside the one on PostgreSQL (each on its
// own database). The browser suite and the cluster use both cores, so they run alone.
const paired = [['lint', 'typecheck'], ['int-sqlite', 'int-postgres']]
// Every other suite is a stage of its own, in the order listed: none can be left out by forgetting it here.
const present = suites.map((s) => s.name)
const stages = present
  .map((name) => {
    const pair = paired.find((p) => p.includes(name))
    if (!pair) return [name]
    // A pair is one stage, placed where its first suite still in the run is.
    return pair.find((n) => present.includes(n)) === name ? pair : null
  })
  .filter(Boolean)
const results = []
async function runSuite(suite, log) {
  if (log) rmSync(log, { force: true })
  console.log(log ? `\n[test] ── ${suite.name}, beside it (its output follows when both end) ──` : `\n[test] ── ${suite.name} ──`)
  const started = Date.now()
  const counts = await logFile.run(log, () => suite.run())
  return { name: suite.name, ...counts, seconds: Math.round((Date.now() - started) / 1000) }
}
for (const stage of stages) {
  // The first suite's output is shown as it comes; the others' once the stage ends.
  // Every stage holds at least one suite of the run (it is built from them).
  const [first, ...beside] = suites.filter((s) => stage.includes(s.name))
  const firstRun = runSuite(first)
  const besideRuns = beside.map((s) => runSuite(s, `${out}/${s.name}.log`))
  const ran = [await firstRun, ...(await Promise.all(besideRuns))]
  for (const [i, r] of ran.entries()) {
    const log = i > 0 ? `${out}/${r.name}.log` : undefined
    if (log && existsSync(log)) {
      console.log(`\n[test] ── ${r.name}: its output ──`)
      process.stdout.write(readFileSync(log))
    }
    console.log(`[test] ${r.name} ended in ${r.seconds} s`)
    results.push(r)
  }
}

console.log('\n[test] summary')
for (const r of results) console.log(`[test]   ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.seconds} s)`)
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `[test]   ✘ ${r.name}: ${f}`.replaceAll('\n', '\n[test]     ')))
if (failures.length) console.log(`\n[test] what failed\n${failures.join('\n')}`)
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 })
writeFileSync(`${out}/summary${only ? `-${only.join('-')}` : ''}.json`, JSON.stringify({ suites: results, total }, null, 2))
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
process.exit(total.failed ? 1 : 0)
