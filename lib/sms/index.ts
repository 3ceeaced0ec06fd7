import { consoleSender } from './console'
import { counted } from './counted'
import { kavenegarSender } from './kavenegar'
import type { SmsSender } from './types'

export { SmsSendError, type SmsMessage, type SmsSender } from './types'

/** The provider named by SMS_PROVIDER: `console` (default) or `kavenegar`. */
export function smsSender(env: Record<string, string | undefined> = process.env): SmsSender {
  return counted(provider(env))
}

function provider(env: Record<string, string | undefined>): SmsSender {
  const provider = (env.SMS_PROVIDER || 'console').toLowerCase()
  if (provider === 'console') return consoleSender
  if (provider === 'kavenegar') {
    const apiKey = env.KAVENEGAR_API_KEY
    const template = env.KAVENEGAR_TEMPLATE
    if (!apiKey || !template) throw new Error('SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE')
    return kavenegarSender({ apiKey, template, baseUrl: env.KAVENEGAR_BASE_URL || undefined })
  }
  throw new Error(`Unknown SMS_PROVIDER "${provider}" (use console or kavenegar)`)
}
