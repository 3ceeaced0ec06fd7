// How long a password sign-in takes to fail for an unknown account, a wrong password and an account
// under attack (six wrong tries from one address): an attacker must not tell them apart by the
// clock. Prints the medians and the gaps within rounds; asserts nothing (the browser tests check
// that the three answers are the same bytes, the integration tests that an unknown account costs
// the server the same hashing).
// Usage: npm run bench:sign-in [-- baseURL]   (without a URL it starts its own server on port 3302)
import { median, startShop } from './lib/shop.mjs'
import { newCustomer, staffHeaders } from './lib/staff.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 30)
const shop = await startShop(process.argv[2], 3302)

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(shop.base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

// Every try comes from an address of its own, so what is measured is the answer, not the slowing.
let address = 0
const login = (email: string, password: string) => post('/api/customers/login', { email, password }, { 'x-forwarded-for': `198.19.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}` })

try {
  const staff = await staffHeaders(shop.base)
  const customer = () => newCustomer(shop.base, staff, 'Bench Sign-in')
  const known = await customer()
  const attacked = await customer()
  for (let i = 0; i < 6; i++) await post('/api/customers/login', { email: attacked.email, password: `wrong-${i}-pass` }, { 'x-forwarded-for': '198.19.255.1' })

  const cases: Record<string, () => string> = { unknown: () => `nobody-${Date.now()}-${Math.random()}@example.com`, wrong: () => known.email, attacked: () => attacked.email }
  const names = Object.keys(cases)
  const rounds: Record<string, number>[] = []
  const bodies = new Set<string>()
  // Each round asks all three back to back, in an order that turns every round; gaps are taken
  // within a round, so a machine's drift falls on the three alike.
  for (let round = 0; round < ROUNDS; round++) {
    const times: Record<string, number> = {}
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length]!
      const t0 = performance.now()
      const res = await login(cases[name]!(), 'not-the-password-1')
      bodies.add(`${res.status} ${await res.text()}`)
      times[name] = performance.now() - t0
    }
    rounds.push(times)
  }
  console.log(`${ROUNDS} rounds of three failed sign-ins, each from its own address; ${bodies.size} distinct answer${bodies.size === 1 ? '' : 's'}\n`)
  for (const name of names) console.log(`${name.padEnd(10)} median ${median(rounds.map((r) => r[name]!)).toFixed(0).padStart(5)} ms`)
  console.log('')
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) console.log(`${`${a} − ${b}`.padEnd(20)} median gap within a round ${median(rounds.map((r) => r[a]! - r[b]!)).toFixed(1).padStart(7)} ms`)
  }
} finally {
  shop.stop()
}
process.exit(0)
