import pg from 'pg'

/**
 * A second connection to the run's PostgreSQL database, standing for another instance of the shop:
 * it holds rows in a transaction of its own while the test's request runs.
 */
export async function otherInstance(): Promise<pg.Client> {
  const side = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await side.connect()
  return side
}

/** Polls until a statement of this database waits for a row lock. */
export async function someoneWaits(side: pg.Client): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { rowCount } = await side.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)
    if (rowCount) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('no statement waited for the row')
}
