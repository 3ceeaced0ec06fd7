import { expect, test, type Page } from '@playwright/test'
import { codeFromOutbox, demoAdmin, islandsReady, newCustomer, outboxMark } from './fixtures'

const toPersianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)

const registerLabels = (prefix: string) =>
  prefix === '/en'
    ? { name: 'Full name', email: 'Email', mobile: 'Mobile number', password: 'Password', repeat: 'Repeat password', send: 'Send confirmation code', code: 'One-time password', submit: 'Create account' }
    : { name: 'نام و نام خانوادگی', email: 'ایمیل', mobile: 'شماره موبایل', password: 'رمز عبور', repeat: 'تکرار رمز عبور', send: 'ارسال کد تأیید', code: 'رمز یک‌بار مصرف', submit: 'ساخت حساب' }

/** Step one of registration: the details, sent for a confirmation code. */
async function fillRegistration(page: Page, c: ReturnType<typeof newCustomer>, prefix = '') {
  await page.goto(`${prefix}/auth/register`)
  await islandsReady(page)
  const fields = registerLabels(prefix)
  await page.getByLabel(fields.name).fill(c.name)
  await page.getByLabel(fields.email).fill(c.email)
  await page.getByLabel(fields.mobile).fill(prefix ? c.mobile : toPersianDigits(c.mobile))
  await page.getByLabel(fields.password, { exact: true }).fill(c.password)
  await page.getByLabel(fields.repeat).fill(c.password)
  await page.getByRole('button', { name: fields.send }).click()
}

/** Both steps: the details, then the code texted to the number. */
async function register(page: Page, c: ReturnType<typeof newCustomer>, prefix = '') {
  const since = outboxMark()
  await fillRegistration(page, c, prefix)
  const fields = registerLabels(prefix)
  await page.getByLabel(fields.code).fill(await codeFromOutbox(c.mobile, since))
  await page.getByRole('button', { name: fields.submit }).click()
}

async function logout(page: Page, label = 'خروج از حساب') {
  await page.getByRole('button', { name: label }).click()
  await page.waitForURL((u) => !u.pathname.includes('profile'))
  await islandsReady(page)
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-state', 'guest')
}

test.describe('accounts (fa)', () => {
  test('registration checks every field in Persian and refuses a taken number', async ({ page }) => {
    await page.goto('/auth/register')
    await islandsReady(page)
    await page.getByRole('button', { name: 'ارسال کد تأیید' }).click()
    await expect(page.getByText('ایمیل و موبایل الزامی هستند').first()).toBeVisible()
    await expect(page.getByText('پر کردن این فیلد الزامی است!')).toBeVisible()

    await page.getByLabel('ایمیل').fill('not-an-email')
    await page.getByLabel('شماره موبایل').fill('12345')
    await page.getByLabel('رمز عبور', { exact: true }).fill('کوتاه')
    await page.getByLabel('تکرار رمز عبور').fill('other')
    await page.getByRole('button', { name: 'ارسال کد تأیید' }).click()
    await expect(page.getByText('فرمت ایمیل نادرست است!')).toBeVisible()
    await expect(page.getByText('فرمت موبایل نادرست است!')).toBeVisible()
    await expect(page.getByText(/دست‌کم ۸ نویسه انتخاب کنید!/)).toBeVisible()
    await expect(page.getByText('رمز عبور و تکرار آن یکسان نیستند.')).toBeVisible()

    // No account until the code texted to the number comes back: a wrong one makes none.
    const first = newCustomer()
    const since = outboxMark()
    await fillRegistration(page, first)
    await expect(page.getByText(/کد تأیید به .* پیامک شد/)).toBeVisible()
    const code = await codeFromOutbox(first.mobile, since)
    await page.getByLabel('رمز یک‌بار مصرف').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))
    await page.getByRole('button', { name: 'ساخت حساب' }).click()
    await expect(page.getByText('کد واردشده نادرست است.')).toBeVisible()
    await expect(page).toHaveURL(/\/auth\/register$/)
    await page.getByLabel('رمز یک‌بار مصرف').fill(toPersianDigits(code))
    await page.getByRole('button', { name: 'ساخت حساب' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByText('تأییدشده')).toBeVisible()
    await logout(page)
    await fillRegistration(page, { ...newCustomer(), mobile: first.mobile })
    await expect(page.getByText('این شماره موبایل قبلاً ثبت شده است. از صفحه ورود وارد شوید.')).toBeVisible()
  })

  test('register, log out, log in with a texted code, then with the password', async ({ page, context }) => {
    const c = newCustomer('مریم رضایی')
    await register(page, c)
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByTestId('profile-greeting')).toHaveText('سلام مریم رضایی')
    await expect(page.getByTestId('current-mobile')).toHaveText(c.mobile)
    await islandsReady(page)
    await expect(page.getByTestId('account-link')).toHaveAttribute('data-state', 'signed-in')

    const cookie = (await context.cookies()).find((k) => k.name === 'payload-token')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true })
    await logout(page)
    // The old token is dead on the server too, not only forgotten by the browser.
    const me = await page.request.get('/api/customers/me', { headers: { Authorization: `JWT ${cookie!.value}` } })
    expect((await me.json()).user).toBeNull()
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/)

    await islandsReady(page)
    await expect(page.getByRole('button', { name: 'استفاده از رمز عبور' })).toBeVisible()
    const since = outboxMark()
    await page.getByLabel('شماره موبایل').fill(c.mobile)
    await page.getByRole('button', { name: 'ارسال کد' }).click()
    await expect(page.getByText(/اگر این شماره در سامانه ثبت شده باشد، کد ورود به آن پیامک شد/)).toBeVisible()
    await expect(page.getByRole('button', { name: /ارسال دوباره کد تا .* ثانیه دیگر/ })).toBeDisabled()
    const code = await codeFromOutbox(c.mobile, since)
    await page.getByLabel('رمز یک‌بار مصرف').fill(toPersianDigits(code))
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByText('تأییدشده')).toBeVisible()
    await logout(page)

    await page.goto('/auth/login')
    await islandsReady(page)
    await page.getByRole('button', { name: 'استفاده از رمز عبور' }).click()
    await expect(page.getByRole('button', { name: 'دریافت رمز یک‌بار مصرف' })).toBeVisible()
    await page.getByLabel('شماره موبایل یا ایمیل').fill(c.email)
    await page.getByLabel('رمز عبور', { exact: true }).fill('wrong-pass-1')
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(page.getByText('موبایل یا ایمیل یا رمز عبور نادرست است.')).toBeVisible()
    await page.getByLabel('رمز عبور', { exact: true }).fill(c.password)
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(page).toHaveURL(/\/profile$/)
  })

  test('a guest visiting /order is sent to sign in and comes back', async ({ page }) => {
    const c = newCustomer()
    await register(page, c)
    await logout(page)
    await page.goto('/order')
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Forder$/)
    await islandsReady(page)
    await page.getByRole('button', { name: 'استفاده از رمز عبور' }).click()
    await page.getByLabel('شماره موبایل یا ایمیل').fill(toPersianDigits(c.mobile))
    await page.getByLabel('رمز عبور', { exact: true }).fill(c.password)
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(page).toHaveURL(/\/order$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سفارش‌های من')
  })

  test('a forgotten password: a texted code, then a new password without the old one', async ({ page }) => {
    const c = newCustomer('نگار فراموش‌کار')
    await register(page, c)
    await logout(page)
    await page.goto('/auth/login?mode=password')
    await islandsReady(page)
    await page.getByRole('button', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click()
    await expect(page.getByText(/با کدی که به موبایلتان پیامک می‌شود وارد شوید/)).toBeVisible()
    const since = outboxMark()
    await page.getByLabel('شماره موبایل').fill(c.mobile)
    await page.getByRole('button', { name: 'ارسال کد' }).click()
    await page.getByLabel('رمز یک‌بار مصرف').fill(await codeFromOutbox(c.mobile, since))
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(page).toHaveURL(/\/profile#password$/)
    await islandsReady(page)

    const card = page.getByTestId('password-change')
    await expect(card.getByText('با کد پیامکی وارد شده‌اید: رمز تازه را بدون رمز قبلی تعیین کنید.')).toBeVisible()
    await expect(card.getByLabel('رمز عبور فعلی')).toHaveCount(0)
    await card.getByLabel('رمز عبور تازه').fill('fresh-steel-2026')
    await card.getByLabel('تکرار رمز عبور').fill('fresh-steel-2026')
    await card.getByRole('button', { name: 'تغییر رمز عبور' }).click()
    await expect(card.getByText('رمز عبور تغییر کرد و از دستگاه‌های دیگر خارج شدید.')).toBeVisible()
    // Used once: the next change asks for the current password again.
    await expect(card.getByLabel('رمز عبور فعلی')).toBeVisible()
    await logout(page)

    await page.goto('/auth/login?mode=password')
    await islandsReady(page)
    await page.getByLabel('شماره موبایل یا ایمیل').fill(c.email)
    await page.getByLabel('رمز عبور', { exact: true }).fill('fresh-steel-2026')
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(page).toHaveURL(/\/profile$/)
  })

  test('an unknown number gets the same answer as a known one, and the cooldown is counted down', async ({ page }) => {
    await page.goto('/auth/login')
    await islandsReady(page)
    await page.getByLabel('شماره موبایل').fill('09130000001')
    await page.getByRole('button', { name: 'ارسال کد' }).click()
    await expect(page.getByText(/اگر این شماره در سامانه ثبت شده باشد/)).toBeVisible()
    const resend = page.getByRole('button', { name: /ارسال دوباره کد تا/ })
    const first = await resend.textContent()
    await expect.poll(async () => resend.textContent(), { timeout: 5000 }).not.toBe(first)
  })

  test('a staff member sees the staff profile with a way to the admin', async ({ page }) => {
    await page.request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('پروفایل کارکنان')
    await expect(page.getByTestId('staff-profile')).toContainText('مدیر کل')
    await expect(page.getByRole('link', { name: 'رفتن به پنل مدیریت' })).toHaveAttribute('href', '/admin')
  })
})

test.describe('accounts (en)', () => {
  test('register, sign out and sign in with a texted code, in English', async ({ page }) => {
    const c = newCustomer('John Smith')
    await register(page, c, '/en')
    await expect(page).toHaveURL(/\/en\/profile$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer profile')
    await logout(page, 'Sign out')
    await page.goto('/en/auth/login?next=%2Fen%2Fcart')
    await islandsReady(page)
    const since = outboxMark()
    await page.getByLabel('Mobile number').fill(c.mobile)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText(/If this number is registered, a sign-in code has been texted to it/)).toBeVisible()
    const code = await codeFromOutbox(c.mobile, since)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await page.getByLabel('One-time password').fill(wrong)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('The code is incorrect.')).toBeVisible()
    await page.getByLabel('One-time password').fill(code)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/cart$/)
  })
})

test.describe('account security over HTTP', () => {
  test('a customer reaches only their own account through REST and GraphQL, and cannot raise their rights', async ({ request }) => {
    const loginAs = async (c: ReturnType<typeof newCustomer>) => {
      const admin = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
      const adminAuth = { Authorization: `JWT ${(await admin.json()).token}` }
      const created = await request.post('/api/customers', { data: c, headers: adminAuth })
      expect(created.ok()).toBe(true)
      const login = await request.post('/api/customers/login', { data: { email: c.email, password: c.password } })
      const body = await login.json()
      return { id: body.user.id as number, auth: { Authorization: `JWT ${body.token}` } }
    }
    const a = await loginAs(newCustomer('A'))
    const b = await loginAs(newCustomer('B'))

    expect([403, 404]).toContain((await request.get(`/api/customers/${b.id}`, { headers: a.auth })).status())
    const list = await (await request.get('/api/customers?limit=100', { headers: a.auth })).json()
    expect(list.docs.map((d: { id: number }) => d.id)).toEqual([a.id])
    expect([403, 404]).toContain((await request.patch(`/api/customers/${b.id}`, { data: { name: 'hacked' }, headers: a.auth })).status())
    expect((await request.get('/api/users', { headers: a.auth })).status()).toBe(403)
    expect((await request.get('/api/otp-codes', { headers: a.auth })).status()).toBe(403)

    const gql = await request.post('/api/graphql', { data: { query: '{ Customers(limit: 100) { docs { id email } } Users { docs { id } } }' }, headers: a.auth })
    const data = await gql.json()
    expect(data.data?.Customers?.docs?.map((d: { id: number }) => d.id) ?? []).toEqual([a.id])
    expect(data.data?.Users ?? null).toBeNull()

    // A customer changes nothing of their record through REST (abuse.spec.ts: not even harmless fields).
    const patched = await request.patch(`/api/customers/${a.id}`, { data: { mobileVerified: true, roles: ['admin'], id: b.id }, headers: a.auth })
    expect(patched.status()).toBe(403)
    const me = await (await request.get('/api/customers/me', { headers: a.auth })).json()
    expect(me.user).toMatchObject({ id: a.id, mobileVerified: false })
    expect(me.user.roles).toBeUndefined()
    expect((await request.get('/admin/collections/customers', { headers: a.auth })).status()).toBeLessThan(500)
    expect((await request.post('/api/customers', { data: newCustomer(), headers: a.auth })).status()).toBe(403)
  })
})
