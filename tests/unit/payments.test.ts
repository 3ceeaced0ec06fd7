import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { formatJalaliParts, jalaliToday } from '@/lib/dates/jalali-days'
import { paymentStateOf } from '@/lib/payments/payment-state'
import { checkReceiptFile } from '@/lib/payments/receipt-file'
import { receiptFileHint } from '@/lib/payments/receipt-file-rules'
import { receiptSchema } from '@/lib/payments/receipt-schema'

describe('payment state', () => {
  const payable = 1_034_000
  it('is unpaid with no receipt, and rejected receipts count for nothing', () => {
    expect(paymentStateOf(payable, [])).toEqual({ state: 'unpaid', paid: 0 })
    expect(paymentStateOf(payable, [{ amount: payable, status: 'rejected' }])).toEqual({ state: 'unpaid', paid: 0 })
  })
  it('says a receipt was sent while one waits for review', () => {
    expect(paymentStateOf(payable, [{ amount: payable, status: 'pending' }])).toEqual({ state: 'receipt_sent', paid: 0 })
    expect(paymentStateOf(payable, [{ amount: 500_000, status: 'confirmed' }, { amount: 534_000, status: 'pending' }])).toEqual({ state: 'receipt_sent', paid: 500_000 })
  })
  it('is partially paid below the payable amount and paid at or above it', () => {
    expect(paymentStateOf(payable, [{ amount: 500_000, status: 'confirmed' }])).toEqual({ state: 'partially_paid', paid: 500_000 })
    expect(paymentStateOf(payable, [{ amount: 500_000, status: 'confirmed' }, { amount: 534_000, status: 'confirmed' }])).toEqual({ state: 'paid', paid: payable })
    expect(paymentStateOf(payable, [{ amount: 2_000_000, status: 'confirmed' }, { amount: 1, status: 'pending' }]).state).toBe('paid')
  })
})

describe('receipt details', () => {
  const today = formatJalaliParts(jalaliToday())
  it('read amounts, tracking numbers and Jalali dates typed in any digits', () => {
    expect(receiptSchema.parse({ amount: '۱٬۰۳۴٬۰۰۰', trackingNumber: ' ۱۲۳-۴۵۶ ab ', transferDate: '۱۴۰۵/۰۹/۰۱' })).toEqual({ amount: 1_034_000, trackingNumber: '123456AB', transferDate: '1405-09-01' })
    expect(receiptSchema.parse({ amount: '1034000', trackingNumber: '987654', transferDate: today }).transferDate).toBe(today)
  })
  it('name what is wrong with each field', () => {
    const issues = (data: Record<string, string>) => receiptSchema.safeParse(data).error?.issues.map((i) => [i.path[0], i.message])
    expect(issues({ amount: '', trackingNumber: '', transferDate: '' })).toEqual([
      ['amount', 'required'],
      ['trackingNumber', 'required'],
      ['transferDate', 'required'],
    ])
    expect(issues({ amount: '12.5', trackingNumber: '12', transferDate: '1405-13-01' })).toEqual([
      ['amount', 'amount'],
      ['trackingNumber', 'trackingNumber'],
      ['transferDate', 'date'],
    ])
    expect(issues({ amount: '0', trackingNumber: '1234', transferDate: `${jalaliToday().year + 1}-01-01` })).toEqual([
      ['amount', 'amount'],
      ['transferDate', 'futureDate'],
    ])
  })
})

describe('receipt file', () => {
  const jpeg = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } }).jpeg().toBuffer()
  const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } }).png().toBuffer()
  // The smallest file built as a PDF: an object, the cross-reference table, the trailer and its pointer.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer <</Size 2 /Root 1 0 R>>\nstartxref\n44\n%%EOF\n')

  it('takes a JPEG, a PNG or a PDF by its content, typed from the content', async () => {
    expect(await checkReceiptFile(await jpeg())).toMatchObject({ ok: true, kind: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg' })
    expect(await checkReceiptFile(await png())).toMatchObject({ ok: true, kind: 'png' })
    expect(await checkReceiptFile(pdf)).toMatchObject({ ok: true, kind: 'pdf' })
  })

  it('refuses a renamed web page, a truncated photo, an empty file, nothing, and more than 5 MB', async () => {
    expect(await checkReceiptFile(Buffer.from('<!doctype html><html><body>receipt</body></html>'))).toEqual({ ok: false, problem: 'wrongType' })
    expect(await checkReceiptFile((await jpeg()).subarray(0, 40))).toEqual({ ok: false, problem: 'wrongType' })
    expect(await checkReceiptFile(Buffer.from('%PDF-1.4\nno end'))).toEqual({ ok: false, problem: 'wrongType' })
    // Its header and end marker around a web page: no cross-reference, no PDF (Payload would refuse it on storing).
    expect(await checkReceiptFile(Buffer.from('%PDF-1.4\n<!doctype html><html><body>paid</body></html>\n%%EOF\n'))).toEqual({ ok: false, problem: 'wrongType' })
    expect(await checkReceiptFile(Buffer.alloc(0))).toEqual({ ok: false, problem: 'empty' })
    expect(await checkReceiptFile(null)).toEqual({ ok: false, problem: 'missing' })
    expect(await checkReceiptFile(Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]))).toEqual({ ok: false, problem: 'tooBig' })
  })

  it('is warned about in the browser by name and size', () => {
    expect(receiptFileHint({ name: 'scan.PDF', size: 1000 })).toBeNull()
    expect(receiptFileHint({ name: 'receipt.html', size: 1000 })).toBe('wrongType')
    expect(receiptFileHint({ name: 'photo.jpg', size: 6 * 1024 * 1024 })).toBe('tooBig')
  })
})
