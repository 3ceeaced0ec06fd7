import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { countedEmail } from '@/lib/mail/counted'
import { outboxEmailAdapter } from '@/lib/mail/outbox'
import { smtpOptions } from '@/lib/mail/smtp-url'

/** Who staff e-mail comes from: MAIL_FROM, or a no-reply address of the site. */
const sender = () => ({ address: process.env.MAIL_FROM || 'no-reply@localhost', name: process.env.MAIL_FROM_NAME || 'وب‌سایت' })

/**
 * Payload's e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise the log and the outbox
 * file. Not verified at start: a mail server that is down must not keep the shop from starting.
 */
export function emailAdapter(env: { SMTP_URL?: string } = { SMTP_URL: process.env.SMTP_URL }) {
  const from = sender()
  const url = env.SMTP_URL
  if (!url) return countedEmail(outboxEmailAdapter(from))
  return nodemailerAdapter({ defaultFromAddress: from.address, defaultFromName: from.name, transportOptions: smtpOptions(url), skipVerify: true }).then(countedEmail)
}
