// A benchmark starts its own servers on fixed ports. A server left on one of them (an earlier run,
// a probe by hand) would answer in their place, and the figures would be of the wrong server.
import net from 'node:net'

/** Throws when something on this machine already accepts connections on `port`. */
export async function ensurePortFree(port) {
  const taken = await new Promise((resolve) => {
    const socket = net.createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
  if (taken) throw new Error(`port ${port} is already in use; stop what listens there and measure again`)
}
