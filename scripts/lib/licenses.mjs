// The licences of the packages production installs, read from package-lock.json: what the shop
// ships is what the lockfile pins, so the list is made from it (platform packages of other
// machines included) and not from whatever one machine's node_modules happens to hold.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Licences that let the shop be run and sold as it is, without conditions on our own code. */
const permissive = new Set([
  '0BSD', 'Apache-2.0', 'BlueOak-1.0.0', 'BSD-2-Clause', 'BSD-3-Clause', 'CC0-1.0', 'ISC', 'MIT', 'MIT-0',
  'MIT/X11', 'Python-2.0', 'Unlicense', 'WTFPL', 'Zlib',
])

/**
 * Allowed with a duty that the shop meets as it is built: changes to the package itself stay open
 * (MPL, LGPL: sharp's libvips is a separate dynamic library), attribution (CC-BY: browser data),
 * fonts kept under their own licence (OFL).
 */
const withDuties = new Map([
  ['LGPL-3.0-or-later', 'changes to the library itself are shared; we link it unchanged'],
  ['MPL-2.0', 'changes to its files are shared; we use it unchanged'],
  ['OFL-1.1', 'the font is not sold on its own and keeps its licence'],
  ['CC-BY-4.0', 'attribution (browser usage data, not shipped to visitors as such)'],
  ['Hippocratic-2.1', 'commercial use allowed; the licensee may not use it to harm human rights'],
])

/** Terms that would stop the shop from being sold or run commercially. */
const forbidding = /-NC(-|$)|SSPL|BUSL|BSL-1\.1|Commons-Clause|^UNLICENSED$|Elastic-|PolyForm-Noncommercial/i

/** `(MIT OR GPL-3.0)` is satisfied by its most permissive branch; `A AND B` needs both. */
function verdict(expression) {
  if (!expression) return 'unknown'
  if (forbidding.test(expression)) return 'forbidden'
  const bare = expression.replace(/[()]/g, '').trim()
  const classify = (id) => (permissive.has(id) ? 'permissive' : withDuties.has(id) ? 'duties' : 'unknown')
  const rank = { permissive: 0, duties: 1, unknown: 2 }
  const ofAll = (ids, pick) => ids.map((id) => classify(id.trim())).reduce((a, b) => pick(rank[a], rank[b]) ? a : b)
  return bare
    .split(/\s+OR\s+/)
    .map((branch) => ofAll(branch.split(/\s+AND\s+/), (a, b) => a >= b))
    .reduce((a, b) => (rank[a] <= rank[b] ? a : b))
}

/** A licence a package states only in its LICENSE file (a few old packages have no field). */
function fromLicenceFile(root, key) {
  for (const name of ['LICENSE', 'LICENSE.md', 'LICENCE', 'license']) {
    const file = path.join(root, key, name)
    if (existsSync(file) && /Permission is hereby granted, free of charge/.test(readFileSync(file, 'utf8'))) return 'MIT'
  }
  return null
}

/** @returns {{ name: string, version: string, licence: string | null, verdict: string, note?: string }[]} */
export function productionLicences(root) {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
  const seen = new Map()
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key || entry.dev || entry.devOptional || entry.link) continue
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const id = `${name}@${entry.version}`
    if (seen.has(id)) continue
    const stated = typeof entry.license === 'string' ? entry.license : null
    const licence = stated ?? fromLicenceFile(root, key)
    seen.set(id, {
      name,
      version: entry.version,
      licence,
      verdict: verdict(licence),
      ...(stated ? {} : { note: licence ? 'from its LICENSE file' : 'not stated in the package' }),
    })
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
}

/** What the repository holds of others' work outside npm: cut or copied files, each beside its licence. */
const vendored = [
  { what: 'Vazirmatn 33.0.3 (two subsets, scripts/fonts/subset-vazirmatn.sh)', where: 'components/layout/fonts', licence: 'OFL-1.1' },
]

const headings = { forbidden: 'Forbidden', unknown: 'To review', duties: 'Allowed, with a duty', permissive: 'Permissive' }

export function renderLicences(rows) {
  const count = (pick) => rows.filter(pick).length
  const byLicence = new Map()
  for (const row of rows) byLicence.set(row.licence ?? '(none)', (byLicence.get(row.licence ?? '(none)') ?? 0) + 1)
  const lines = [
    '# Licences of the production dependencies',
    '',
    'Generated from `package-lock.json` by `npm run licenses`; a unit test fails when it is out of date.',
    'Every package production can install is listed, other platforms\' prebuilt binaries included.',
    '',
    `${rows.length} packages: ${count((r) => r.verdict === 'permissive')} permissive, ${count((r) => r.verdict === 'duties')} allowed with a duty, ${count((r) => r.verdict === 'unknown')} to review, ${count((r) => r.verdict === 'forbidden')} forbidden.`,
    '',
    '| licence | packages | verdict |',
    '|---|---|---|',
    ...[...byLicence.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([licence, n]) => `| ${licence} | ${n} | ${headings[verdict(licence === '(none)' ? null : licence)]} |`),
    '',
    '## Duties',
    '',
    ...[...withDuties.entries()].map(([id, duty]) => `- ${id}: ${duty}.`),
    '',
    '## Kept in the repository',
    '',
    '| what | where | licence |',
    '|---|---|---|',
    ...vendored.map((v) => `| ${v.what} | ${v.where} | ${v.licence} (${withDuties.get(v.licence) ?? 'permissive'}) |`),
  ]
  for (const kind of ['forbidden', 'unknown', 'duties', 'permissive']) {
    const of = rows.filter((r) => r.verdict === kind)
    if (of.length === 0) continue
    lines.push('', `## ${headings[kind]}`, '', '| package | version | licence |', '|---|---|---|')
    for (const r of of) lines.push(`| ${r.name} | ${r.version} | ${r.licence ?? '—'}${r.note ? ` (${r.note})` : ''} |`)
  }
  return `${lines.join('\n')}\n`
}

export { verdict as licenceVerdict }
