import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { pdf } from './forms'
import { focused, keyboardUser, settled } from './keys'

const yes = 0
const no = 1

/** What a keyboard user reads on the way, in each language the journey is taken in. */
const supplierWords = [
  { language: 'Persian', prefix: '', naturalPerson: 'شخص حقیقی', electrical: 'برق', addCertificate: 'افزودن گواهی‌نامه', send: 'ارسال', thanks: 'سپاس‌گزاریم؛ فرم شما دریافت شد' },
  { language: 'English', prefix: '/en', naturalPerson: 'Natural person', electrical: 'Electrical', addCertificate: 'Add certificate', send: 'Send', thanks: 'Thank you, your form was received' },
]
const employmentWords = [
  { language: 'Persian', prefix: '', send: 'ارسال', firstName: 'نام', addJob: 'افزودن سابقهٔ شغلی' },
  { language: 'English', prefix: '/en', send: 'Send', firstName: 'First name', addJob: 'Add job' },
]

test.describe('the long forms by keyboard alone', () => {
  for (const words of supplierWords) {
    test(`the supplier questionnaire in ${words.language}: fields, a person type, a date, a certificate row, a document, sent`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.goto(`${words.prefix}/questionnaire-of-suppliers`)
      await settled(page)
      const user = keyboardUser(page)
      const { typeInto, choose, tick, date, attach, tabUntil, press } = user

      await typeInto('companyNameFa', 'فولاد صفحه‌کلید')
      await typeInto('supplierName', 'علی رضایی')
      await choose('personType', 0)
      await expect(page.getByLabel(words.naturalPerson)).toBeChecked()
      await typeInto('nationalId', '0499370899')
      await date('foundingDate', -30)
      await typeInto('fieldOfActivity', 'بازرگانی')
      await typeInto('addresses.headOffice.address', 'اصفهان، خیابان چهارباغ، پلاک ۸')
      await typeInto('addresses.headOffice.postalCode', '8174673111')
      await typeInto('addresses.headOffice.phone', '03132221100')
      await typeInto('contactNumber', '09123456789')
      await typeInto('email', 'ali@example.com')
      await tick(words.electrical)

      // A repeatable row: added with Enter, focus goes on into its fields.
      await tabUntil((f) => f.label === words.addCertificate)
      await press('Enter')
      await typeInto('otherCertificates.0.name', 'استاندارد ملی ۳۴۷۹')
      await typeInto('otherCertificates.0.issuer', 'سازمان ملی استاندارد')
      await typeInto('otherCertificates.0.type', 'پروانهٔ کاربرد علامت')
      await date('otherCertificates.0.receivedAt', -14)
      await date('otherCertificates.0.expiresAt', 20)

      await attach('f-files-idCard', [pdf('کارت ملی.pdf')])
      await expect(page.locator('[data-slot="idCard"] li')).toHaveCount(1)
      await tabUntil((f) => f.label === words.send)
      await press('Enter')
      await expect(page.getByTestId('submission-success')).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('heading', { name: words.thanks })).toBeFocused()
      await expect(page.getByTestId('reference')).toHaveText(/^SQ-/)
      console.log(`keyboard supplier questionnaire (${words.prefix || '/fa'}): ${user.summary()}`)
    })
  }

  for (const words of employmentWords) {
    test(`the employment form in ${words.language}: a failed send leads to the summary and back, then every answer, a job row, photo and resume, sent`, async ({ page }) => {
      test.setTimeout(150_000)
      await page.goto(`${words.prefix}/employment`)
      await settled(page)
      const user = keyboardUser(page)
      const { typeInto, choose, date, attach, tabUntil, press } = user

      // Sent empty: the summary takes focus, and its first link leads to the first field.
      await tabUntil((f) => f.label === words.send)
      await press('Enter')
      const summary = page.getByTestId('error-summary')
      await expect(summary).toBeFocused()
      await press('Tab')
      expect((await focused(page)).label).toBe(words.firstName)
      await press('Enter')
      expect((await focused(page)).name).toBe('firstName')
      await page.keyboard.type('Sara')

      await typeInto('lastName', 'Mohammadi')
      await typeInto('fatherName', 'Hassan')
      await typeInto('nationalCode', '0499370899')
      await typeInto('birthPlace', 'Tabriz')
      await date('birthDate', -12 * 30 - 4)
      await typeInto('religion', 'Islam')
      await choose('maritalStatus', 0)
      await choose('hasInsurance', no)
      await typeInto('postalCode', '5137658111')
      await typeInto('mobile', '09141234567')
      await choose('militaryStatus', 0)
      await typeInto('residenceAddress', 'Imam Street, alley 12, Tabriz')

      await tabUntil((f) => f.label === words.addJob)
      await press('Enter')
      await typeInto('jobs.0.company', 'Mobarakeh Steel')
      await typeInto('jobs.0.position', 'Quality inspector')
      await date('jobs.0.from', -40)
      await date('jobs.0.until', -6)

      for (const question of ['smoking', 'addiction', 'criminalRecord', 'hasVehicle']) await choose(question, no)
      await choose('housing', 1)
      for (const question of ['hasOtherIncome', 'studying', 'knowsStaff', 'hasGuarantor', 'appliedBefore']) await choose(question, no)
      await typeInto('referenceName', 'Reza Kazemi')
      await typeInto('referenceJob', 'Civil engineer')
      await typeInto('referenceAcquaintance', '5 years')
      await typeInto('referencePhone', '04133334444')
      await typeInto('requestedJob', 'Quality inspector')
      await typeInto('salaryWanted', '25000000')
      await choose('employmentType', 0)
      await choose('shiftWork', yes)
      await date('startDate', 1)
      await choose('willingToTravel', yes)

      const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#8899aa' } }).jpeg({ quality: 80 }).toBuffer()
      await attach('f-files-photo', [{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo }])
      await attach('f-files-resume', [pdf('resume.pdf')])
      await tabUntil((f) => f.label === words.send)
      await press('Enter')
      await expect(page.getByTestId('submission-success')).toBeVisible({ timeout: 30_000 })
      await expect(page.getByTestId('reference')).toHaveText(/^JA-/)
      console.log(`keyboard employment form (${words.prefix || '/fa'}): ${user.summary()}`)
    })
  }
})
