import type { Payload } from 'payload'

/** Demo staff, one per role. The README names the admin login. */
export const demoStaff = [
  { email: 'admin@example.com', password: 'demo-admin-2026', name: 'مدیر سایت', roles: ['admin'] },
  { email: 'editor@example.com', password: 'demo-editor-2026', name: 'ویراستار محتوا', roles: ['editor'] },
  { email: 'sales@example.com', password: 'demo-sales-2026', name: 'کارشناس فروش', roles: ['sales'] },
  { email: 'hr@example.com', password: 'demo-hr-2026', name: 'کارشناس منابع انسانی', roles: ['hr'] },
  { email: 'procurement@example.com', password: 'demo-procurement-2026', name: 'کارشناس تدارکات', roles: ['procurement'] },
] as const

export async function seedStaff(payload: Payload) {
  for (const s of demoStaff) {
    await payload.create({ collection: 'users', data: { ...s, roles: [...s.roles] } })
  }
}
