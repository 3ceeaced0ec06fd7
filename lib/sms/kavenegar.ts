import { SmsSendError, type SmsMessage, type SmsSender } from './types'

type Options = { apiKey: string; template: string; baseUrl?: string; timeoutMs?: number; fetchImpl?: typeof fetch }

/**
 * Kavenegar's verify/lookup API: the code goes as the template's token, the wording lives in the
 * template approved at Kavenegar (so it is delivered quickly, also to numbers that block ads).
 */
export function kavenegarSender({ apiKey, template, baseUrl = 'https://api.kavenegar.com', timeoutMs = 10_000, fetchImpl = fetch }: Options): SmsSender {
  return {
    name: 'kavenegar',
    async send({ to, code, text }: SmsMessage) {
      const url = new URL(`/v1/${encodeURIComponent(apiKey)}/verify/lookup.json`, baseUrl)
      url.searchParams.set('receptor', to)
      url.searchParams.set('token', code ?? text)
      url.searchParams.set('template', template)
      let response: Response
      try {
        response = await fetchImpl(url, { method: 'POST', signal: AbortSignal.timeout(timeoutMs) })
      } catch (error) {
        throw new SmsSendError('Kavenegar did not answer', { cause: error })
      }
      const body = (await response.json().catch(() => null)) as { return?: { status?: number; message?: string } } | null
      const status = body?.return?.status
      if (!response.ok || status !== 200) {
        throw new SmsSendError(`Kavenegar refused the message (${status ?? response.status}: ${body?.return?.message ?? 'no message'})`)
      }
    },
  }
}
