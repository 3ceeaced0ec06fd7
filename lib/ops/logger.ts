import { pino, stdSerializers, type Logger, type LoggerOptions } from 'pino'
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
      logMethod(args, method) {
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
