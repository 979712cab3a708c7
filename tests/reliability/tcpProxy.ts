import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that a test can cut and restore: `forward` pipes
 * every connection to the target, `blackhole` accepts connections and never answers (a host that
 * hangs), `cut` stops listening and destroys every open connection (the database went away).
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  get url(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Open connections, both sides counted. */
  get connections(): number {
    return this.sockets.size;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    // A reset from either side is how a cut looks: never an unhandled error.
    socket.on('error', () => socket.destroy());
  }

  async open(mode: 'forward' | 'blackhole' = 'forward'): Promise<void> {
    if (this.server) throw new Error('the proxy is already open');
    const server = createServer((client) => {
      this.track(client);
      if (mode === 'blackhole') return;
      const upstream = connect(this.target.port, this.target.host);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops accepting and destroys every connection; resolves once the port is closed. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
