/**
 * SQLite takes one writer at a time, and the libsql client opens a fresh connection for every
 * transaction without a busy timeout: two sign-ups at the same moment made the second `BEGIN` fail
 * at once with SQLITE_BUSY (10 simultaneous registrations: 0 accounts). The embedded database serves
 * one app process, so its transactions take turns here, in arrival order, instead of racing.
 */

type TransactionID = string | number | null | undefined
export type TransactionalAdapter = {
  beginTransaction: (options?: unknown) => Promise<TransactionID>
  commitTransaction: (id: TransactionID | Promise<TransactionID>) => Promise<void>
  rollbackTransaction: (id: TransactionID | Promise<TransactionID>) => Promise<void>
}

/** A first-come first-served lock whose waiters give up waiting after `waitMs`. */
function turnstile(waitMs: number) {
  let tail: Promise<void> = Promise.resolve()
  return async function enter(): Promise<() => void> {
    let leave!: () => void
    const mine = new Promise<void>((resolve) => (leave = resolve))
    const before = tail
    tail = tail.then(() => mine)
    let timer: ReturnType<typeof setTimeout> | undefined
    // A transaction begun inside another one's hook (without its req) would wait forever for
    // the outer one: after `waitMs` it goes ahead as it did before this lock existed.
    await Promise.race([before, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))])
    clearTimeout(timer)
    return leave
  }
}

const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked/i.test(String((error as { message?: string })?.message ?? error))

/** Retries `work` while SQLite answers busy (a write outside any transaction may hold the lock briefly). */
async function whileBusy<T>(work: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (!isBusy(error) || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt))
    }
  }
}

// Adapter methods that write; outside a transaction they run on the client's shared connection
// and collide with a transaction's writes just the same (a session written after a sign-in).
const writes = [
  'create', 'createGlobal', 'createGlobalVersion', 'createVersion', 'deleteMany', 'deleteOne', 'deleteVersions',
  'updateGlobal', 'updateGlobalVersion', 'updateMany', 'updateOne', 'updateVersion', 'upsert', 'execute',
] as const

type Args = { req?: { transactionID?: TransactionID | Promise<TransactionID> }; db?: unknown } | undefined

/** Makes the adapter's transactions and its writes outside one take turns; returns the same adapter. */
export function oneWriterAtATime<A extends TransactionalAdapter>(adapter: A, waitMs = 20_000): A {
  const enter = turnstile(waitMs)
  const held = new Map<string | number, () => void>()
  const begin = adapter.beginTransaction.bind(adapter)
  const commit = adapter.commitTransaction.bind(adapter)
  const rollback = adapter.rollbackTransaction.bind(adapter)
  const leave = (id: TransactionID) => {
    if (id == null) return
    held.get(id)?.()
    held.delete(id)
  }

  const methods = adapter as unknown as Record<string, ((args: Args) => Promise<unknown>) | undefined>
  for (const name of writes) {
    const write = methods[name]?.bind(adapter)
    if (!write) continue
    methods[name] = async (args: Args) => {
      // Inside a transaction (which already holds the turn), or a raw statement joining one.
      if (args?.db || args?.req?.transactionID != null) return write(args)
      const done = await enter()
      try {
        return await whileBusy(() => write(args))
      } finally {
        done()
      }
    }
  }

  adapter.beginTransaction = async (options) => {
    const done = await enter()
    try {
      const id = await whileBusy(() => begin(options))
      if (id == null) done()
      else held.set(id, done)
      return id
    } catch (error) {
      done()
      throw error
    }
  }
  adapter.commitTransaction = async (incoming) => {
    const id = await incoming
    try {
      await commit(id)
    } finally {
      leave(id)
    }
  }
  adapter.rollbackTransaction = async (incoming) => {
    const id = await incoming
    try {
      await rollback(id)
    } finally {
      leave(id)
    }
  }
  return adapter
}
