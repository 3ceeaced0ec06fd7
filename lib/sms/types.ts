/** One text to one number. `code` is set for one-time codes, which template providers send on their own. */
export type SmsMessage = { to: string; text: string; code?: string }

export interface SmsSender {
  readonly name: string
  send(message: SmsMessage): Promise<void>
}

/** The provider could not take the message; the visitor is told to try again, nothing crashes. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SmsSendError'
  }
}
