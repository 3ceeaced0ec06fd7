// How long the server's zip check takes and how much memory it holds, for a full-size upload and for
// a zip bomb. Figures only. Run: npx tsx scripts/bench/bundle-check.ts
import { randomBytes } from 'node:crypto'
import JSZip from 'jszip'
import { inspectBundle } from '../../lib/forms/inspect-bundle'
import { supplierSlots } from '../../lib/suppliers/attachments'

const MB = 1024 * 1024
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes)])

async function zip(entries: [string, Buffer][]) {
  const z = new JSZip()
  for (const [name, data] of entries) z.file(name, data)
  return z.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}

async function measure(label: string, bundle: Buffer, runs = 5) {
  const times: number[] = []
  let peak = 0
  let verdict = ''
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
    const result = await inspectBundle(bundle, supplierSlots, { personType: 'legal' })
    clearInterval(timer)
    peak = Math.max(peak, process.memoryUsage().rss)
    times.push(performance.now() - start)
    verdict = result.ok ? `ok, ${result.files.length} files` : result.problems.map((p) => p.reason).join(',')
  }
  times.sort((a, b) => a - b)
  console.log(`[bench] ${label}: ${(bundle.length / MB).toFixed(1)} MB zip, median ${times[Math.floor(runs / 2)]!.toFixed(0)} ms, peak RSS ${(peak / MB).toFixed(0)} MB (${verdict})`)
}

const full = await zip([
  ...Array.from({ length: 4 }, (_, i): [string, Buffer] => [`idCard/${i + 1}-id.pdf`, pdf(2 * MB)]),
  ...Array.from({ length: 5 }, (_, i): [string, Buffer] => [`catalogue/${i + 1}-catalogue.pdf`, pdf(2 * MB)]),
  ['gazette/1-gazette.pdf', pdf(2 * MB)],
  ['foundingNotice/1-notice.pdf', pdf(2 * MB)],
  ['articles/1-articles.pdf', pdf(2 * MB)],
])
await measure('company, 12 PDFs of 2 MB', full)
await measure('zip bomb, 50 MB of zeros', await zip([['idCard/1-card.pdf', Buffer.concat([pdf(10), Buffer.alloc(50 * MB)])]]))
await measure('nested bomb inside a catalogue zip', await zip([['idCard/1-id.pdf', pdf(1000)], ['catalogue/1-c.zip', await zip([['a.pdf', Buffer.concat([pdf(10), Buffer.alloc(9 * MB)])]])]]))
console.log(`[bench] baseline RSS after runs ${(process.memoryUsage().rss / MB).toFixed(0)} MB`)
