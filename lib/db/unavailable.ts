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

export const isDatabaseUnavailable = (error: unknown): boolean => error instanceof Error && error.name === 'DatabaseUnavailable'
