import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { registerCustomer } from '@/lib/auth/accounts'
import { registerSchema } from '@/lib/auth/register-schema'
import { testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const person = (n: number) =>
  registerSchema.parse({ name: `Buyer ${n}`, email: `buyer-${n}-${Date.now()}@example.com`, mobile: `0912${String(5_000_000 + n * 37 + (Date.now() % 1000) * 100).padStart(7, '0')}`, password: 'steel-2026', confirmPassword: 'steel-2026' })

describe('writes arriving at the same moment', () => {
  it('twenty simultaneous sign-ups make twenty accounts, none answered with an error', async () => {
    const people = Array.from({ length: 20 }, (_, i) => person(i))
    const results = await Promise.allSettled(people.map((p) => registerCustomer(payload, p)))
    const failures = results.flatMap((r, i) => (r.status === 'rejected' ? [`${i}: ${String((r.reason as { cause?: unknown }).cause ?? r.reason).slice(0, 300)}`] : r.value.ok ? [] : [`${i}: ${JSON.stringify(r.value)}`]))
    expect(failures).toEqual([])
    const { totalDocs } = await payload.count({ collection: 'customers', where: { email: { in: people.map((p) => p.email) } } })
    expect(totalDocs).toBe(20)
    // And the next one alone still works: nothing was left locked.
    const next = await registerCustomer(payload, person(21))
    expect(next.ok).toBe(true)
  })
})
