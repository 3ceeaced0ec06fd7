import { maskMobile } from '@/lib/ops/mask'
import { metrics } from '@/lib/ops/registry.mjs'
import { requestLog } from '@/lib/ops/request-log'
import type { SmsMessage, SmsSender } from './types'

/**
 * The provider, with each message counted (shop_sms_total) and logged under its request: the
 * number masked and the text left out, since it may hold a one-time code.
 */
export function counted(sender: SmsSender): SmsSender {
  return {
    name: sender.name,
    async send(message: SmsMessage) {
      const log = await requestLog({ part: 'sms', provider: sender.name })
      try {
        await sender.send(message)
      } catch (error) {
        metrics().sms.inc({ provider: sender.name, result: 'failed' })
        log.warn({ err: error }, `sms to ${maskMobile(message.to)} failed`)
        throw error
      }
      metrics().sms.inc({ provider: sender.name, result: 'sent' })
      log.info(`sms sent to ${maskMobile(message.to)}`)
    },
  }
}
