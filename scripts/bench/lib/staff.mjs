// Changing the benchmark's data as staff would, through the shop's own API: the seed's demo admin
// (cms/seed/staff.ts; the README names it) signs in, and customers are made for a run.

export const demoAdmin = { email: 'admin@example.com', password: 'demo-admin-2026' }

/** Headers of the demo admin signed in at `base`, for JSON requests. */
export async function staffHeaders(base) {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAdmin) })
  if (!login.ok) throw new Error(`the demo admin could not sign in: ${login.status}`)
  const { token } = await login.json()
  return { authorization: `JWT ${token}`, 'content-type': 'application/json' }
}

let serial = Date.now() % 10_000_000
/** A customer nobody has registered yet (a mobile and e-mail of their own), made by staff at `base`: their details, password included. */
export async function newCustomer(base, staff, name) {
  const tail = String(++serial % 10_000_000).padStart(7, '0')
  const customer = { name, email: `bench${tail}@example.com`, mobile: `0913${tail}`, password: 'steel-2026' }
  const made = await fetch(`${base}/api/customers`, { method: 'POST', headers: staff, body: JSON.stringify(customer) })
  if (!made.ok) throw new Error(`could not make a customer: ${made.status} ${await made.text()}`)
  return customer
}
