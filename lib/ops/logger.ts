import { levels, pino, stdSerializers, type Logger, type LoggerOptions } from 'pino'
import { statusOf } from '../error-status'
import { maskPersonal } from './mask'
import { currentRequestId } from './request-context.mjs'

// Keys whose values never reach a line, wherever a caller puts them (top level or one object down).
const personalKeys = ['password', 'mobile', 'phone', 'nationalCode', 'address', 'postalCode', 'email', 'otp', 'otpCode', 'token', 'apiKey', 'authorization', 'cookie', 'receptor']

export const redactPaths = [
  ...personalKeys.flatMap((k) => [k, `*.${k}`]),
  // A code at the top level is a one-time code; one level down (`err.code`) it names an error and is kept.
  'code',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
]

// Payload writes `logger.warn({ err, msg })` as often as `logger.warn(obj, msg)`: both messages are masked.
const isPlain = (a: unknown): a is Record<string, unknown> => typeof a === 'object' && a !== null && !(a instanceof Error) && !Array.isArray(a)
const maskStrings = (args: unknown[]) =>
  args.map((a) => (typeof a === 'string' ? maskPersonal(a) : isPlain(a) && typeof a.msg === 'string' ? { ...a, msg: maskPersonal(a.msg) } : a))

/**
 * The status of an error a visitor caused (4xx: a wrong password, a refused form, a missing
 * document, too many tries), logged as `{ err }`. Payload writes every error it answers with at
 * `error` unless its class name is listed in `loggingLevels`, and a production build minifies those
 * names: each wrong password became an error line with its stack, beside the real faults.
 */
function visitorFault(args: unknown[]): { status: number; rest: Record<string, unknown>; message: string } | null {
  const [first] = args
  if (!isPlain(first) || !(first.err instanceof Error)) return null
  // Payload's GraphQL route logs the GraphQLError, which carries the refusal as its originalError.
  const status = statusOf(first.err) ?? statusOf((first.err as { originalError?: unknown }).originalError)
  if (status === null || status < 400 || status > 499) return null
  const { err, ...rest } = first
  return { status, rest, message: err.message }
}

/** Options of the shop's logger: JSON lines, personal keys removed, personal numbers masked in text. */
export function loggerOptions(env: Record<string, string | undefined> = process.env): LoggerOptions {
  return {
    level: env.LOG_LEVEL || 'info',
    redact: { paths: redactPaths, censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    // The request a line belongs to, when it runs under one (lib/ops/request-context.mjs).
    mixin() {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
    serializers: {
      // An error's text can quote what was sent (a duplicate mobile, a refused number).
      err: (error: Error) => {
        const out = stdSerializers.err(error)
        return { ...out, message: maskPersonal(out.message ?? ''), stack: maskPersonal(out.stack ?? '') }
      },
    },
    hooks: {
      logMethod(args, method, level) {
        const fault = level >= levels.values.error! ? visitorFault(args) : null
        if (fault) {
          // Without the stack: the line says what was refused, not where in Payload. A burst of
          // refused tries (429) may be someone guessing, so it stays visible at warn.
          const msg = typeof args[1] === 'string' ? args[1] : typeof fault.rest.msg === 'string' ? fault.rest.msg : fault.message
          this[fault.status === 429 ? 'warn' : 'info']({ ...fault.rest, status: fault.status, msg })
          return
        }
        method.apply(this, maskStrings(args) as Parameters<typeof method>)
      },
    },
    // Readable lines while developing only; production writes JSON for the log shipper.
    ...(env.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } } } : {}),
  }
}

const key = Symbol.for('steel.logger')

/** The process's one logger (Payload's too), shared by Next's module graphs like the metrics. */
export function logger(): Logger {
  const holder = globalThis as unknown as Record<symbol, Logger | undefined>
  return (holder[key] ??= pino(loggerOptions()))
}
