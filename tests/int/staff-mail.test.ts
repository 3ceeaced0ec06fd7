import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailAdapter } from '@/cms/email'
import { employmentForm } from '@/lib/employment/form'
import { receiveSubmission } from '@/lib/forms/submit'
import { mailOutboxPath, type OutboxMail } from '@/lib/mail/outbox'
import { notifyStaff } from '@/lib/mail/staff-notices'
import { checkoutSchema } from '@/lib/orders/checkout-schema'
import { placeOrder } from '@/lib/orders/place'
import { orderTotals } from '@/lib/invoice/proforma'
import { invoiceSettings } from '@/lib/invoice/settings'
import { wholeNumber } from '@/lib/i18n/numbering'
import { submitReceipt } from '@/lib/payments/receipts'
import { customerViewer } from '@/lib/auth/viewer-of'
import { supplierForm } from '@/lib/suppliers/form'
import { applicant } from '../fixtures/applicant'
import * as fx from '../fixtures/bundles'
import { supplier } from '../fixtures/supplier'
import { testPayload } from './payload'

type Received = { rcpt: string[]; mail: ParsedMail }

let payload: Payload
let server: SMTPServer
let own: Pick<Payload, 'email' | 'sendEmail'>

/** Payload binds its e-mail adapter at start; the test swaps in another as start would have. */
function useEmail(adapter: Payload['email']) {
  payload.email = adapter
  payload.sendEmail = (message) => adapter.sendEmail(message)
}
const received: Received[] = []
const secondSales = `sales.two.${Date.now()}@example.com`
let extraStaff: number

/** Waits for the mail server to have received a message whose subject matches. */
async function mailTo(subject: RegExp): Promise<Received> {
  for (let i = 0; i < 100; i++) {
    const found = received.find((r) => subject.test(r.mail.subject ?? ''))
    if (found) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no mail matching ${subject}; got ${received.map((r) => r.mail.subject).join(' | ')}`)
}

beforeAll(async () => {
  payload = await testPayload()
  // A real SMTP server on a free port, without TLS (nothing leaves the machine).
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => received.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), mail }))
        .then(() => callback(), callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  own = { email: payload.email, sendEmail: payload.sendEmail }
  useEmail((await emailAdapter({ SMTP_URL: `smtp://127.0.0.1:${port}` }))({ payload }))
  extraStaff = (await payload.create({ collection: 'users', data: { email: secondSales, password: 'steel-2026-sales', name: 'فروش دوم', roles: ['sales'] } })).id
})

afterAll(async () => {
  Object.assign(payload, own)
  await payload.delete({ collection: 'users', id: extraStaff })
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('staff e-mail through SMTP', () => {
  it('tells every sales staff member of a new order, with a link into the admin and nothing attached', async () => {
    const customer = await payload.create({ collection: 'customers', data: { name: 'Mina', email: `mina.mail.${Date.now()}@example.com`, mobile: '09175550101', password: 'steel-2026' } })
    const { docs } = await payload.find({ collection: 'products', where: { status: { equals: 'published' } }, limit: 1, depth: 0, sort: 'id' })
    const checkout = checkoutSchema.parse({ buyer: { kind: 'person', nationalCode: '0013542419' }, address: 'تهران، خیابان آزادی، پلاک ۱۲', phone: '02188776655' })
    const result = await placeOrder(payload, { customerId: customer.id, locale: 'fa', lines: [{ productId: docs[0]!.id, quantity: 1 }], checkout, key: randomUUID() })
    if (!result.ok) throw new Error('the order was not placed')

    const { rcpt, mail } = await mailTo(new RegExp(`^سفارش تازه ${result.orderNumber}$`))
    // Other files add sales staff of their own to the shared database: whoever holds the role now.
    const holders = async (role: 'sales' | 'procurement' | 'hr') =>
      (await payload.find({ collection: 'users', where: { roles: { in: [role] } }, pagination: false, depth: 0 })).docs.map((u) => u.email).sort()
    expect(rcpt.sort()).toEqual(await holders('sales'))
    expect(rcpt).toEqual(expect.arrayContaining(['sales@example.com', secondSales]))
    for (const other of ['admin@example.com', 'editor@example.com', 'hr@example.com', 'procurement@example.com']) expect(rcpt).not.toContain(other)
    expect(mail.text).toContain(`/admin/collections/orders/${result.orderId}`)
    // The payable total, VAT included, as the invoice asks it; the subtotal labelled as such.
    const order = await payload.findByID({ collection: 'orders', id: result.orderId, depth: 0 })
    const { totals } = orderTotals(order, await invoiceSettings(payload, 'fa'))
    expect(totals.vat).toBeGreaterThan(0)
    expect(mail.text).toContain(`مبلغ قابل پرداخت (با مالیات بر ارزش افزوده): ${wholeNumber('fa', totals.total)} تومان`)
    expect(mail.text).toContain(`جمع اقلام پیش از مالیات: ${wholeNumber('fa', totals.subtotal)} تومان`)
    expect(mail.attachments).toEqual([])

    // The customer's transfer receipt for it goes to sales too, the receipt itself not attached.
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#999' } }).jpeg().toBuffer()
    const receipt = await submitReceipt(payload, customerViewer(customer), result.orderId, { data: { amount: '1000', trackingNumber: 'MAIL7788', transferDate: '1405-08-01' }, file: photo })
    if (!receipt.ok) throw new Error('the receipt was refused')
    const toSales = await mailTo(/^رسید واریز تازه برای سفارش /)
    expect(toSales.rcpt.sort()).toEqual(await holders('sales'))
    expect(toSales.mail.text).toContain('MAIL7788')
    expect(toSales.mail.text).toContain(`/admin/collections/payment-receipts/${receipt.id}`)
    expect(toSales.mail.attachments).toEqual([])
  })

  it('tells procurement of a supplier questionnaire and HR of a job application, never the other office', async () => {
    const questionnaire = await receiveSubmission(payload, supplierForm, { data: supplier(), bundle: await fx.validPersonBundle(), ip: '10.99.0.1', locale: 'en' })
    const application = await receiveSubmission(payload, employmentForm, { data: applicant(), bundle: await fx.applicationBundle(await fx.photoJpeg()), ip: '10.99.0.2', locale: 'fa' })
    if (!questionnaire.ok || !application.ok) throw new Error('a form was refused')

    const toProcurement = await mailTo(new RegExp(questionnaire.reference))
    expect(toProcurement.rcpt).toContain('procurement@example.com')
    for (const other of ['sales@example.com', 'hr@example.com', secondSales]) expect(toProcurement.rcpt).not.toContain(other)
    expect(toProcurement.mail.subject).toBe(`پرسشنامه تأمین‌کننده تازه ${questionnaire.reference}`)
    expect(toProcurement.mail.text).toMatch(/\/admin\/collections\/supplier-applications\/\d+/)
    expect(toProcurement.mail.attachments).toEqual([])

    const toHr = await mailTo(new RegExp(application.reference))
    expect(toHr.rcpt).toContain('hr@example.com')
    for (const other of ['sales@example.com', 'procurement@example.com', secondSales]) expect(toHr.rcpt).not.toContain(other)
    expect(toHr.mail.text).toMatch(/\/admin\/collections\/job-applications\/\d+/)
    expect(toHr.mail.attachments).toEqual([])
  })
})

describe('staff e-mail without a mail server', () => {
  it('goes to the outbox file, one line per message', async () => {
    const outbox = (await emailAdapter({}))({ payload })
    expect(outbox.name).toBe('outbox')
    useEmail(outbox)
    try {
      const to = await notifyStaff(payload, { kind: 'newApplication', applicationId: 42, reference: 'JA-TEST-0042' })
      expect(to).toContain('hr@example.com')
      const lines = (await readFile(mailOutboxPath(), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as OutboxMail)
      expect(lines.at(-1)).toMatchObject({ to, subject: 'درخواست همکاری تازه JA-TEST-0042' })
      expect(lines.at(-1)!.text).toContain('/admin/collections/job-applications/42')
    } finally {
      Object.assign(payload, own)
    }
  })
})
