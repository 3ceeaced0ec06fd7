import pg from 'pg'

/** A fresh PostgreSQL database on the server `adminUrl` points at, and how to drop it afterwards. */
export async function freshPostgres(adminUrl: string, prefix = 'cluster') {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await c.end()
    },
  }
}
