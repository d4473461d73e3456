import net from 'node:net'

/**
 * A TCP forwarder that can be cut and restored on the same port: makes a database unreachable from
 * a running server, or drops a client's connection to the server and lets it reconnect (to the
 * same server, or to another one). It listens on `listenHost` (another address than loopback offers
 * a service of this machine's loopback to a network namespace, tests/support/netns.ts).
 */
export async function startTcpProxy(initialTargetPort: number, targetHost = '127.0.0.1', listenHost = '127.0.0.1') {
  let targetPort = initialTargetPort
  const sockets = new Set<net.Socket>()
  const listen = (port: number) =>
    new Promise<net.Server>((resolve) => {
      const server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost)
        sockets.add(client).add(upstream)
        client.pipe(upstream).pipe(client)
        const close = () => {
          client.destroy()
          upstream.destroy()
          sockets.delete(client)
          sockets.delete(upstream)
        }
        client.on('error', close).on('close', close)
        upstream.on('error', close).on('close', close)
      })
      server.listen(port, listenHost, () => resolve(server))
    })
  let server: net.Server | undefined = await listen(0)
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    /** Refuses new connections and drops the open ones. */
    cut: async () => {
      const current = server
      server = undefined
      if (!current) return
      await new Promise<void>((resolve) => {
        current.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
    },
    /** Accepts connections again on the same port. */
    restore: async () => {
      server ??= await listen(port)
    },
    /** New connections go to another port (open ones stay where they are). */
    retarget: (port: number) => {
      targetPort = port
    },
  }
}
