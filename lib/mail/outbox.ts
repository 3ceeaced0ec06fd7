import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { dataDir } from '@/lib/env'

export const mailOutboxPath = () => path.join(dataDir, 'mail-outbox.log')

export type OutboxMail = { at: string; from: string; to: string[]; subject: string; text: string }

const addresses = (value: SendEmailOptions['to']): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => (typeof a === 'string' ? a : a.address))

/**
 * Without SMTP_URL (development, tests, a demo): each e-mail goes, one JSON line per message, to
 * `DATA_DIR/mail-outbox.log`, as the SMS outbox does for texts; the log says only that it was sent
 * (lib/mail/counted.ts).
 */
export const outboxEmailAdapter =
  (from: { address: string; name: string }): EmailAdapter<OutboxMail> =>
  () => ({
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    async sendEmail(message) {
      const mail: OutboxMail = {
        at: new Date().toISOString(),
        from: typeof message.from === 'string' ? message.from : `${from.name} <${from.address}>`,
        to: addresses(message.to),
        subject: String(message.subject ?? ''),
        text: String(message.text ?? ''),
      }
      await mkdir(dataDir, { recursive: true })
      await appendFile(mailOutboxPath(), `${JSON.stringify(mail)}\n`, 'utf8')
      return mail
    },
  })
