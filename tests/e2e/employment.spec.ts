import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { demoAdmin, islandsReady } from './fixtures'
import { pdf, pickDate } from './forms'

const photo = async (width: number, height: number, quality = 80) => ({
  name: 'عکس پرسنلی.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width, height, channels: 3, background: '#8899aa' } }).jpeg({ quality }).toBuffer(),
})

test.describe('employment application', () => {
  test('an applicant completes the form in Persian with rows added and removed, photo and resume, and gets a reference', async ({ page, request, baseURL }) => {
    test.setTimeout(150_000)
    await page.goto('/employment')
    await islandsReady(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('فرم درخواست استخدام')
    const form = page.getByTestId('employment-form')

    const personal = form.getByRole('region', { name: 'مشخصات فردی' })
    await personal.getByRole('textbox', { name: 'نام', exact: true }).fill('سارا')
    await form.getByLabel('نام خانوادگی').fill('محمدی')
    await form.getByLabel('نام پدر').fill('حسن')
    await form.getByLabel('کد ملی').fill('۰۴۹۹۳۷۰۸۹۹')
    await form.getByLabel('محل تولد').fill('تبریز')
    await pickDate(page, form.getByLabel('تاریخ تولد'), { year: 1370, month: 5, day: 12 })
    await form.getByLabel('دین').fill('اسلام')
    await form.getByLabel('تعداد خواهران').fill('۲')
    await form.getByLabel('تعداد برادران').fill('۱')
    // Spouse questions appear only for a married applicant.
    await expect(form.getByLabel('شغل همسر')).toHaveCount(0)
    await form.getByLabel('متأهل').check()
    await form.getByLabel('شغل همسر').fill('معلم')
    await form.getByLabel('تحصیلات همسر').fill('کارشناسی')
    await pickDate(page, form.getByLabel('تاریخ ازدواج'), { year: 1398, month: 1, day: 20 })
    await form.getByLabel('تعداد فرزندان').fill('۱')
    await form.getByRole('group', { name: 'سابقهٔ بیمه دارید؟' }).getByLabel('بله').check()
    await form.getByLabel('سال‌های سابقهٔ بیمه').fill('۶')
    await form.getByLabel('کد پستی').fill('۵۱۳۷۶۵۸۱۱۱')
    await form.getByLabel('شماره موبایل').fill('۰۹۱۴۱۲۳۴۵۶۷')
    await expect(form.getByLabel('علت معافیت')).toHaveCount(0)
    await form.getByLabel('معاف', { exact: true }).check()
    await form.getByLabel('علت معافیت').fill('کفالت پدر')
    await form.getByLabel('نشانی محل سکونت').fill('تبریز، خیابان امام، کوچهٔ ۱۲')

    const bachelor = form.getByRole('group', { name: 'کارشناسی', exact: true })
    await bachelor.getByLabel('نام مؤسسه').fill('دانشگاه تبریز')
    await bachelor.getByLabel('رشتهٔ تحصیلی').fill('مهندسی مواد')
    await bachelor.getByLabel('معدل (از ۲۰)').fill('۱۶٫۵')
    await bachelor.getByLabel('سال شروع').fill('۱۳۸۸')
    await bachelor.getByLabel('سال پایان').fill('۱۳۹۲')

    const jobs = form.getByRole('group', { name: 'سوابق شغلی' })
    for (let i = 0; i < 3; i++) await jobs.getByRole('button', { name: 'افزودن سابقهٔ شغلی' }).click()
    await expect(jobs.locator('[data-row]')).toHaveCount(3)
    await jobs.getByRole('button', { name: 'حذف سابقهٔ شغلی ۲' }).click()
    await jobs.getByRole('button', { name: 'حذف سابقهٔ شغلی ۲' }).click()
    await expect(jobs.locator('[data-row]')).toHaveCount(1)
    const job = jobs.locator('[data-row="0"]')
    await job.getByLabel('نام شرکت').fill('فولاد مبارکه')
    await job.getByLabel('سمت').fill('کارشناس کنترل کیفیت')
    await pickDate(page, job.getByLabel('از تاریخ'), { year: 1393, month: 7, day: 1 })
    await pickDate(page, job.getByLabel('تا تاریخ'), { year: 1399, month: 12, day: 29 })
    await job.getByLabel('آخرین حقوق (تومان)').fill('۱۸٬۰۰۰٬۰۰۰')
    await job.getByLabel('علت ترک کار').fill('مهاجرت به تبریز')

    await form.getByLabel('Excel').selectOption({ label: 'پیشرفته' })
    await form.getByLabel('AutoCAD').selectOption({ label: 'متوسط' })
    const languages = form.getByRole('group', { name: 'زبان‌های خارجی' })
    await languages.getByRole('button', { name: 'افزودن زبان' }).click()
    const english = languages.locator('[data-row="0"]')
    await english.getByRole('textbox', { name: 'زبان', exact: true }).fill('انگلیسی')
    await english.getByLabel('مکالمه').selectOption({ label: 'متوسط' })
    await english.getByLabel('خواندن').selectOption({ label: 'پیشرفته' })
    await english.getByLabel('نوشتن').selectOption({ label: 'متوسط' })
    await form.getByLabel('آخرین کتاب‌هایی که خوانده‌اید').fill('متالورژی فیزیکی')

    for (const question of ['سیگار می‌کشید؟', 'اعتیاد دارید؟', 'سابقهٔ کیفری دارید؟', 'وسیلهٔ نقلیه دارید؟', 'درآمد دیگری دارید؟', 'در حال حاضر تحصیل می‌کنید؟']) {
      await form.getByRole('group', { name: question }).getByLabel('خیر').check()
    }
    await form.getByLabel('استیجاری').check()
    await form.getByRole('group', { name: /کسی در شرکت کار می‌کند/ }).getByLabel('خیر').check()
    await form.getByRole('group', { name: 'امکان معرفی ضامن دارید؟' }).getByLabel('بله').check()
    await form.getByLabel('نام ضامن').fill('علی محمدی')
    await form.getByRole('group', { name: /قبلاً برای استخدام/ }).getByLabel('خیر').check()
    const reference = form.getByRole('group', { name: 'معرف (غیر از بستگان)' })
    await reference.getByRole('textbox', { name: 'نام', exact: true }).fill('رضا کاظمی')
    await reference.getByRole('textbox', { name: 'شغل', exact: true }).fill('مهندس ساختمان')
    await reference.getByLabel('مدت آشنایی').fill('۵ سال')
    await reference.getByLabel('تلفن').fill('۰۴۱۳۳۳۳۴۴۴۴')

    await form.getByLabel('شغل درخواستی').fill('کارشناس کنترل کیفیت')
    await form.getByLabel('حقوق درخواستی (تومان در ماه)').fill('۲۵٬۰۰۰٬۰۰۰')
    await form.getByLabel('تمام‌وقت').check()
    await form.getByRole('group', { name: 'امکان کار در شیفت دارید؟' }).getByLabel('بله').check()
    await pickDate(page, form.getByLabel('زودترین تاریخ شروع به کار'), { year: 1405, month: 10, day: 1 })
    await form.getByRole('group', { name: 'آمادگی سفرهای کاری دارید؟' }).getByLabel('بله').check()

    await form.getByLabel('عکس پرسنلی (JPEG، حداکثر ۱۰۰ کیلوبایت)').setInputFiles([await photo(300, 400)])
    await expect(form.getByTestId('photo-size')).toHaveText('ابعاد تصویر: ۳۰۰ × ۴۰۰ پیکسل')
    await form.getByLabel('رزومه (PDF)').setInputFiles([pdf('رزومه.pdf')])

    await form.getByRole('button', { name: 'ارسال', exact: true }).click()
    await expect(page.getByTestId('submission-success')).toBeVisible()
    const ref = (await page.getByTestId('reference').textContent())!.trim()
    expect(ref).toMatch(/^JA-[2-9A-Z]{4}-[2-9A-Z]{4}$/)

    const login = await request.post('/api/users/login', { data: { email: 'hr@example.com', password: 'demo-hr-2026' } })
    const auth = { Authorization: `JWT ${(await login.json()).token}` }
    const found = await request.get(`/api/job-applications?where[reference][equals]=${ref}&depth=1`, { headers: auth })
    const doc = (await found.json()).docs[0]
    expect(doc).toMatchObject({
      nationalCode: '0499370899',
      birthDate: '1370-05-12',
      maritalStatus: 'married',
      spouseJob: 'معلم',
      marriageDate: '1398-01-20',
      militaryStatus: 'exempt',
      exemptionReason: 'کفالت پدر',
      insuranceYears: '6',
      education: { bachelor: { institution: 'دانشگاه تبریز', gpa: '16.5', start: '1388', end: '1392' } },
      jobs: [{ company: 'فولاد مبارکه', from: '1393-07-01', until: '1399-12-29', lastSalary: '18000000' }],
      software: { excel: 'advanced', autocad: 'intermediate' },
      languages: [{ name: 'انگلیسی', conversation: 'intermediate', reading: 'advanced', writing: 'intermediate' }],
      guarantorName: 'علی محمدی',
      referencePhone: '04133334444',
      salaryWanted: '25000000',
      startDate: '1405-10-01',
    })
    expect(doc.files.map((f: { slot: string; width: number | null; height: number | null }) => [f.slot, f.width, f.height])).toEqual([
      ['photo', 300, 400],
      ['resume', null, null],
    ])
    const fileUrl = new URL(doc.bundle.url, baseURL).pathname
    expect((await request.get(fileUrl, { headers: auth })).status()).toBe(200)
    const procurement = await request.post('/api/users/login', { data: { email: 'procurement@example.com', password: 'demo-procurement-2026' } })
    expect((await request.get(fileUrl, { headers: { Authorization: `JWT ${(await procurement.json()).token}` } })).status()).toBe(403)
    const admin = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    expect((await request.get(`/api/job-applications?where[reference][equals]=${ref}`, { headers: { Authorization: `JWT ${(await admin.json()).token}` } })).status()).toBe(200)
  })

  test('the photo slot holds one photo: a new choice replaces it, a wrong one is refused at once with one message', async ({ page }) => {
    await page.goto('/employment')
    await islandsReady(page)
    const form = page.getByTestId('employment-form')
    const slot = form.locator('[data-slot="photo"]')
    const input = form.getByLabel('عکس پرسنلی (JPEG، حداکثر ۱۰۰ کیلوبایت)')
    let sent = false
    page.on('request', (r) => {
      if (r.url().includes('/api/forms/employment')) sent = true
    })

    await input.setInputFiles([{ ...(await photo(300, 400)), name: 'first.jpg' }])
    await input.setInputFiles([{ ...(await photo(240, 320)), name: 'second.jpg' }])
    await expect(slot.getByRole('listitem')).toHaveCount(1)
    await expect(slot.getByRole('listitem')).toContainText('second.jpg')
    await expect(form.getByTestId('photo-size')).toHaveText('ابعاد تصویر: ۲۴۰ × ۳۲۰ پیکسل')

    const big = { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([(await photo(300, 400)).buffer, Buffer.alloc(101 * 1024)]) }
    await input.setInputFiles([big])
    const refused = form.getByTestId('refused-photo')
    await expect(refused).toHaveText('big.jpg: حجم این پرونده بیش از ۱۰۰ کیلوبایت است.')
    await expect(refused.locator('p')).toHaveCount(1)
    await expect(slot.getByRole('listitem')).toContainText('second.jpg')

    const png = { name: 'me.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).png().toBuffer() }
    await input.setInputFiles([png])
    await expect(refused).toHaveText('me.png: این پرونده JPEG نیست.')
    await expect(slot.getByRole('listitem')).toHaveCount(1)
    expect(sent).toBe(false)
  })

  test('file limits read in the page’s language: English units, Arabic-Indic digits', async ({ page }) => {
    await page.goto('/en/employment')
    await expect(page.getByText('Personal photo (JPEG, at most 100 kB)')).toBeVisible()
    await page.goto('/ar/employment')
    await expect(page.getByText('صورة شخصية (JPEG، حتى ١٠٠ كيلوبايت)')).toBeVisible()
    await expect(page.locator('[data-slot="resume"]')).toContainText('١٠ ميغابايت')
  })

  test('English: the personal section’s messages, and the spouse questions only when married', async ({ page }) => {
    await page.goto('/en/employment')
    await islandsReady(page)
    const form = page.getByTestId('employment-form')
    await form.getByLabel('National code').fill('1234567890')
    await form.getByLabel('Mobile number').fill('0812345678')
    await form.getByLabel('Married').check()
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    const summary = page.getByTestId('error-summary')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link').first()).toHaveText('First name')
    await expect(summary).toContainText('First name: This field must be filled in.')
    await expect(form.locator('#f-nationalCode-error')).toHaveText('This national code is not valid (10 digits with a check digit).')
    await expect(form.locator('#f-mobile-error')).toHaveText('Mobile format is incorrect!')
    await expect(form.locator('#f-spouseJob-error')).toHaveText('This field must be filled in.')
    await expect(form.locator('#f-marriageDate-error')).toHaveText('This field must be filled in.')
    await expect(form.getByLabel('Date of birth')).toHaveAttribute('placeholder', 'please enter date')
    await form.getByLabel('Single').check()
    await expect(form.getByLabel("Spouse's job")).toHaveCount(0)
    await form.getByLabel('Exempt', { exact: true }).check()
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(form.locator('#f-exemptionReason-error')).toHaveText('This field must be filled in.')
    await expect(summary).toContainText('Personal photo (JPEG, at most 100 kB): This document is required.')
  })
})
