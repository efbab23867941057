/**
 * The client side of the protocol, over any WebSocket-like object: the browser's `WebSocket` in
 * the renderer and on phones, the `ws` package in Node tests and tools.
 *
 *   const client = new HostClient({
 *     url: 'ws://192.168.1.20:4817/ws',
 *     socket: (url) => new WebSocket(url),
 *     name: 'Anna',
 *     tokenFor: (host) => stored[host] ?? null,  // asked once the host said who it is
 *     onToken: (bound) => (stored[bound.host] = bound.token),
 *   });
 *   await client.ready();                         // welcome; with a token this host issued the seat is back
 *   await client.join('ABCD');                    // or client.create({ game, options, seats, seat })
 *   client.on('view', (m) => draw(m.view, m.legal));
 *   await client.move(m.legal[0]);                // resolves with the view that shows it, rejects with the rule's error
 *
 * `state` always holds the latest welcome, table, view and token. After a lost connection the
 * client reconnects with its token (backoff up to `reconnect.maxMs`) and gets its seat back.
 *
 * A token is kept with the id of the host that issued it, and never sent after it came: the host's
 * `greeting` (sent before anything else) names its id and a fresh challenge, and the client proves
 * the seat of that host's token with an HMAC over the challenge and the URL it connected to
 * (proof.ts). Whatever a host learns from the client is useless on any other host.
 */
import { proveSeat } from './proof';
import { PROTOCOL_VERSION, checkHostMessage, type CampaignImport, type ClientMessage, type HostMessage, type HostMessageOf, type SeatSpec } from './protocol';

/** The methods are written as methods so that the browser's and ws's handler types both fit. */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** What the client needs of a WebSocket. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<{ code: number; reason: string }> | null;
  onerror: Handler<unknown> | null;
}

const OPEN = 1;

export interface ClientOptions {
  /** The host's WebSocket URL, e.g. `ws://192.168.1.20:4817/ws`. */
  url: string;
  socket: (url: string) => SocketLike;
  name: string;
  lang?: 'de' | 'en';
  /** A reconnect token from an earlier session, with the id of the host that issued it: that host gives its seat back. */
  token?: BoundToken | null;
  /** The token this host (by id) issued to us, if any: asked when the host greets us and no `token` of its own is known. */
  tokenFor?: (host: string) => string | null;
  /** Called with every new token: keep it (localStorage) to come back after a reload. */
  onToken?: (token: BoundToken) => void;
  /** Reconnect after a lost connection (default on, 250 ms doubling to 5 s). */
  reconnect?: { minMs: number; maxMs: number } | false;
  /** How long `move`, `create`, `join` wait for their answer. */
  timeoutMs?: number;
  /** A message from the host that does not fit the protocol (it is dropped). */
  onInvalid?: (summary: string) => void;
}

export class ProtocolError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** A reconnect token and the id of the host that issued it. */
export interface BoundToken {
  host: string;
  token: string;
}

export interface ClientState {
  status: 'connecting' | 'open' | 'closed';
  /** Who the host at the URL says it is (its first message). */
  greeting: HostMessageOf<'greeting'> | null;
  welcome: HostMessageOf<'welcome'> | null;
  lobby: HostMessageOf<'lobby'> | null;
  view: HostMessageOf<'view'> | null;
  token: BoundToken | null;
}

type Listener = (message: HostMessage) => void;

export class HostClient {
  readonly state: ClientState;
  private socket: SocketLike | null = null;
  private readonly listeners = new Set<Listener>();
  private nextRef = 1;
  private closedByUs = false;
  private backoff: number;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: ClientOptions) {
    this.state = { status: 'connecting', greeting: null, welcome: null, lobby: null, view: null, token: options.token ?? null };
    this.backoff = options.reconnect ? options.reconnect.minMs : 250;
    this.connect();
  }

  /** Listens to every message of one type; returns the function that stops listening. */
  on<T extends HostMessage['type']>(type: T, handler: (message: HostMessageOf<T>) => void): () => void {
    return this.onAny((message) => {
      if (message.type === type) handler(message as HostMessageOf<T>);
    });
  }

  onAny(handler: Listener): () => void {
    this.listeners.add(handler);
    return () => this.listeners.delete(handler);
  }

  /** Sends a message as is; throws if the connection is not open. */
  send(message: ClientMessage): void {
    this.openSocket().send(JSON.stringify(message));
  }

  /** The next message of a type that satisfies `accept`; rejects on timeout, or on an error that `failOn` picks. */
  next<T extends HostMessage['type']>(
    type: T,
    accept: (message: HostMessageOf<T>) => boolean = () => true,
    failOn: (error: HostMessageOf<'error'>) => boolean = () => false,
  ): Promise<HostMessageOf<T>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new ProtocolError('net.timeout', `no ${type} from the host`));
      }, this.options.timeoutMs ?? 10_000);
      const stop = this.onAny((message) => {
        if (message.type === type && accept(message as HostMessageOf<T>)) {
          clearTimeout(timer);
          stop();
          resolve(message as HostMessageOf<T>);
        } else if (message.type === 'error' && failOn(message)) {
          clearTimeout(timer);
          stop();
          reject(new ProtocolError(message.code, message.message, message.params));
        }
      });
    });
  }

  /** Resolves once the host welcomed this connection. */
  ready(): Promise<HostMessageOf<'welcome'>> {
    if (this.state.welcome && this.state.status === 'open') return Promise.resolve(this.state.welcome);
    return this.next(
      'welcome',
      () => true,
      () => true,
    );
  }

  /** Opens a table and sits down at `seat` (null: as the table screen). Resolves with the first lobby. */
  create(table: {
    game: string;
    options?: Record<string, boolean | number | string>;
    seats: SeatSpec[];
    seat: number | null;
    substitute?: string;
    group?: string;
  }): Promise<HostMessageOf<'lobby'>> {
    return this.request(
      { type: 'create', options: {}, ...table },
      'lobby',
      () => true,
      (e) => e.ref === undefined,
    );
  }

  /** Joins a table by room code: a given seat, the first open one, or as a spectator. */
  join(room: string, place: { seat?: number; spectator?: boolean } = {}): Promise<HostMessageOf<'lobby'>> {
    return this.request(
      { type: 'join', room, ...place },
      'lobby',
      () => true,
      (e) => e.ref === undefined,
    );
  }

  /**
   * The campaign a table of `game` with these options would play for `group` (the host's default
   * group if none), as the host keeps it, with the groups that have one; with `imported`, a
   * browser's old progress of it is taken in first (only from a seat at a table that plays it).
   * Rejects for a game without one.
   */
  campaign(
    game: string,
    options: Record<string, boolean | number | string>,
    { group, imported }: { group?: string; imported?: CampaignImport } = {},
  ): Promise<HostMessageOf<'campaign'>> {
    const message: ClientMessage = { type: 'campaign', game, options, ...(group === undefined ? {} : { group }), ...(imported ? { import: imported } : {}) };
    return this.request(
      message,
      'campaign',
      (m) => m.game === game,
      (e) => e.ref === undefined,
    );
  }

  /**
   * Plays a move: resolves with the view that shows it, rejects with the rules' refusal. With
   * `together` (the tokens of other seats this device holds), those seats make the same move at
   * the same moment: all are taken or none (see the protocol's `move`). The tokens stay here:
   * what goes out is each seat's proof for this connection.
   */
  move(move: unknown, together: readonly string[] = []): Promise<HostMessageOf<'view'>> {
    const ref = this.nextRef++;
    const challenge = this.state.greeting?.challenge;
    if (together.length > 0 && !challenge) return Promise.reject(new ProtocolError('net.closed', 'not connected'));
    const proofs = together.map((token) => proveSeat(token, 'together', challenge as string, this.options.url));
    const message: ClientMessage = proofs.length > 0 ? { type: 'move', move, ref, together: proofs } : { type: 'move', move, ref };
    // A refusal for rate says no ref (the host does not read a message it drops): it fails every move in flight.
    return this.request(
      message,
      'view',
      (m) => m.ref === ref,
      (e) => e.ref === ref || e.code === 'net.disconnected' || e.code === 'net.rateLimited',
    );
  }

  /** The host's clock minus ours (ms), measured over one round trip. */
  async syncClock(): Promise<{ offset: number; rtt: number; at: number | null }> {
    const t = Date.now();
    const clock = await this.request({ type: 'sync', t }, 'clock', (m) => m.t === t);
    const rtt = Date.now() - t;
    return { offset: clock.now + rtt / 2 - Date.now(), rtt, at: clock.at };
  }

  /**
   * Sends a message and waits for its answer; rejects with `net.closed` when the connection is not
   * open. The socket is checked before anything waits: a
   * message that cannot go out must leave no listener behind, or the waiting promise would reject
   * later ("connection lost") with nobody to hear it.
   */
  private request<T extends HostMessage['type']>(
    message: ClientMessage,
    type: T,
    accept: (message: HostMessageOf<T>) => boolean,
    failOn?: (error: HostMessageOf<'error'>) => boolean,
  ): Promise<HostMessageOf<T>> {
    let socket: SocketLike;
    try {
      socket = this.openSocket();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const answer = this.next(type, accept, failOn);
    socket.send(JSON.stringify(message));
    return answer;
  }

  private openSocket(): SocketLike {
    if (!this.socket || this.socket.readyState !== OPEN) throw new ProtocolError('net.closed', 'not connected');
    return this.socket;
  }

  /** Closes for good (no reconnect). */
  close(): void {
    this.closedByUs = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.close(1000, 'bye');
    this.state.status = 'closed';
  }

  private connect(): void {
    const socket = this.options.socket(this.options.url);
    this.socket = socket;
    this.state.status = 'connecting';
    // The hello waits for the host's greeting: which token to send depends on who the host is.
    socket.onopen = () => {};
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.state.status = 'closed';
      this.emit({ type: 'error', code: 'net.disconnected', message: 'connection lost' });
      const policy = this.options.reconnect ?? { minMs: 250, maxMs: 5000 };
      if (this.closedByUs || !policy) return;
      this.retry = setTimeout(() => this.connect(), this.backoff);
      this.backoff = Math.min(policy.maxMs, this.backoff * 2);
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return this.options.onInvalid?.('a binary frame');
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      return this.options.onInvalid?.('not JSON');
    }
    const checked = checkHostMessage(value);
    if (!checked.ok) return this.options.onInvalid?.(checked.summary);
    const message = checked.message;
    switch (message.type) {
      case 'greeting': {
        this.state.greeting = message;
        if (this.state.token && this.state.token.host !== message.host) this.state.token = null;
        const known = this.state.token?.token ?? this.options.tokenFor?.(message.host) ?? null;
        if (known) this.state.token = { host: message.host, token: known };
        const hello: Extract<ClientMessage, { type: 'hello' }> = { type: 'hello', v: PROTOCOL_VERSION, name: this.options.name, url: this.options.url };
        if (this.options.lang) hello.lang = this.options.lang;
        if (known) hello.seat = proveSeat(known, 'hello', message.challenge, this.options.url);
        this.socket?.send(JSON.stringify(hello));
        break;
      }
      case 'welcome':
        this.state.status = 'open';
        this.state.welcome = message;
        this.backoff = this.options.reconnect ? this.options.reconnect.minMs : 250;
        if (!message.resumed) {
          this.state.lobby = null;
          this.state.view = null;
        }
        break;
      case 'joined': {
        const host = this.state.greeting?.host;
        if (!host) break;
        this.state.token = { host, token: message.token };
        this.options.onToken?.(this.state.token);
        break;
      }
      case 'lobby':
        this.state.lobby = message;
        break;
      case 'view':
        this.state.view = message;
        break;
      case 'left':
        this.state.lobby = null;
        this.state.view = null;
        this.state.token = null;
        break;
      default:
        break;
    }
    this.emit(message);
  }

  private emit(message: HostMessage): void {
    for (const listener of [...this.listeners]) listener(message);
  }
}
