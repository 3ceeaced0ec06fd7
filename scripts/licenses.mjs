// `npm run licenses`: writes LICENSES-PRODUCTION.md from package-lock.json, and fails when a
// production dependency's licence forbids selling the shop.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { productionLicences, renderLicences } from './lib/licenses.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const rows = productionLicences(root)
writeFileSync(path.join(root, 'LICENSES-PRODUCTION.md'), renderLicences(rows))
const forbidden = rows.filter((r) => r.verdict === 'forbidden')
const review = rows.filter((r) => r.verdict === 'unknown')
console.log(`[licenses] ${rows.length} production packages written to LICENSES-PRODUCTION.md; ${review.length} to review, ${forbidden.length} forbidden`)
for (const r of [...forbidden, ...review]) console.log(`[licenses] ${r.verdict}: ${r.name}@${r.version} ${r.licence ?? '(no licence stated)'}`)
if (forbidden.length > 0) process.exit(1)
