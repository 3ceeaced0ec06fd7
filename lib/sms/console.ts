import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { dataDir } from '@/lib/env'
import { SmsSendError, type SmsMessage, type SmsSender } from './types'

export const outboxPath = () => path.join(dataDir, 'sms-outbox.log')

/**
 * Development and test "provider": the message goes to an outbox file in the data folder (one line
 * per message: time, number, text), where a developer or a browser test reads the code. The log
 * only says a text was sent (lib/sms/counted.ts): the number and the code are personal.
 */
export const consoleSender: SmsSender = {
  name: 'console',
  async send({ to, text }: SmsMessage) {
    const line = `${new Date().toISOString()}\t${to}\t${text.replace(/\s+/g, ' ')}\n`
    try {
      await mkdir(dataDir, { recursive: true })
      await appendFile(outboxPath(), line, 'utf8')
    } catch (error) {
      throw new SmsSendError('could not write the SMS outbox', { cause: error })
    }
  },
}
