/**
 * The database did not answer (a restart, a dropped connection, a full pool). Named by `name`, not
 * recognised by class, for the same reason as Payload's errors (see lib/payload-errors.ts).
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('the database did not answer', { cause })
    this.name = 'DatabaseUnavailable'
  }
}

/**
 * What drivers say when the server is not there, as opposed to a query it refused: PostgreSQL's
 * connection exceptions (class 08), shutdown and start-up (57P01–57P03), too many connections
 * (53300); the socket's own errors; pg's pool and client messages; SQLite's busy file.
 */
const connectionCodes = /^(08...|57P0[123]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|SQLITE_BUSY)$/
const connectionMessages = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database system is (starting up|shutting down)/

function isConnectionFailure(error: Error): boolean {
  const code = (error as { code?: unknown }).code
  return (typeof code === 'string' && connectionCodes.test(code)) || connectionMessages.test(error.message)
}

/** Whether `error`, or anything it was caused by (Drizzle and Payload wrap the driver's), is the database not answering. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.name === 'DatabaseUnavailable' || isConnectionFailure(e)) return true
  }
  return false
}
