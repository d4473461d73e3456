import net from 'node:net'

/**
 * A small round-robin TCP load balancer in front of several app processes, as one address: each new
 * connection goes to the next target; a target that refuses is skipped, so clients of a process that
 * died reconnect to a survivor. Counts where connections went, so a test can see they were spread.
 */
export async function startTcpBalancer(initialTargets: number[] = [], host = '127.0.0.1') {
  let targetPorts = initialTargets
  let turn = 0
  const sockets = new Set<net.Socket>()
  const connectionsTo = new Map<number, number>()

  const server = net.createServer((client) => {
    client.pause()
    sockets.add(client)
    client.on('error', () => client.destroy())
    client.on('close', () => sockets.delete(client))
    const attempt = (left: number) => {
      if (left === 0 || client.destroyed) return client.destroy()
      const port = targetPorts[turn++ % targetPorts.length]!
      const upstream = net.connect(port, host)
      upstream.once('error', () => {
        upstream.destroy()
        attempt(left - 1)
      })
      upstream.once('connect', () => {
        connectionsTo.set(port, (connectionsTo.get(port) ?? 0) + 1)
        sockets.add(upstream)
        upstream.removeAllListeners('error')
        const close = () => {
          client.destroy()
          upstream.destroy()
          sockets.delete(upstream)
        }
        upstream.on('error', close).on('close', close)
        client.on('close', close)
        client.pipe(upstream).pipe(client)
        client.resume()
      })
    }
    attempt(targetPorts.length)
  })
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()))
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    url: `http://${host}:${port}`,
    connectionsTo,
    /** The processes behind it (known once they run: they are started with the balancer's address as SITE_URL). */
    setTargets: (ports: number[]) => {
      targetPorts = ports
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}
