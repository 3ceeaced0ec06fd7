import type { EmailAdapter } from 'payload'
import { maskPersonal } from '@/lib/ops/mask'
import { metrics } from '@/lib/ops/registry.mjs'
import { requestLog } from '@/lib/ops/request-log'

/**
 * Payload's e-mail adapter, with each message counted (shop_mail_total) and logged under its
 * request: the recipients masked, the subject kept (it names the notice, never the customer).
 */
export function countedEmail<T>(adapter: EmailAdapter<T>): EmailAdapter<T> {
  return (args) => {
    const inner = adapter(args)
    return {
      ...inner,
      async sendEmail(message) {
        const log = await requestLog({ part: 'mail', adapter: inner.name })
        const to = maskPersonal(JSON.stringify(message.to ?? ''))
        try {
          const sent = await inner.sendEmail(message)
          metrics().mail.inc({ adapter: inner.name, result: 'sent' })
          log.info(`mail sent to ${to}: ${String(message.subject ?? '')}`)
          return sent
        } catch (error) {
          metrics().mail.inc({ adapter: inner.name, result: 'failed' })
          log.warn({ err: error }, `mail to ${to} failed`)
          throw error
        }
      },
    }
  }
}
