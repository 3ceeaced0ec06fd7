import type { Payload } from 'payload'

/** A demo customer, so the shop can be tried signed in at once. The README names the login. */
const demoCustomer = { name: 'مشتری نمونه', email: 'customer@example.com', mobile: '09120000000', password: 'demo-customer-2026', mobileVerified: true } as const

export async function seedCustomers(payload: Payload) {
  await payload.create({ collection: 'customers', data: { ...demoCustomer } })
}
