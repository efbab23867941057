/**
 * The host's lobby: every table by room code, and what each checked client message does.
 * Refusals are HostErrors (or RuleErrors from the rules) and come back to the sender as `error`.
 */
import { randomInt } from 'node:crypto';
import { botLevels, standInLevel } from '../shared/bots';
import { OptionsError, RuleError } from '../shared/engine/errors';
import { DEFAULT_LANG } from '../shared/i18n';
import { CATALOG, type Catalog } from '../shared/catalog';
import type { AnyGameModule } from '../shared/engine/module';
import type { AnyGame, Json } from '../shared/engine/types';
import type { ProofPurpose } from '../shared/net/proof';
import {
  DEFAULT_GROUP,
  PROTOCOL_VERSION,
  ROOM_ALPHABET,
  type GameInfo,
  type ParsedClientMessage,
  type SeatProofMessage,
  type SeatSpec,
} from '../shared/net/protocol';
import { CLOSE_VERSION, type Connection } from './connection';
import { HostError } from './errors';
import type { AddressBook } from './limits';
import type { SaveProblem } from './store/types';
import { checkLevel, type Placement, type Slot } from './seating';
import { Table, type TableSettings } from './table';
import { provenBy, type SeatKey } from './proof';

export interface HubSettings extends TableSettings {
  maxTables: number;
  /** A table nobody is connected to is forgotten after this long (a running match stays in its save). */
  idleTableMs: number;
  /** A lobby nobody is connected to, or a finished table whose result everybody has left, goes sooner. */
  idleLobbyMs: number;
  /** Each client address's share: tables it opened, wrong room codes (limits.ts). */
  addresses: AddressBook;
  onTableOpened?: (room: string) => void;
}

/** Tables kept for devices that hold none (an eighth of the host's, at least one). */
export function reserveFor(maxTables: number): number {
  return Math.max(1, Math.floor(maxTables / 8));
}

export function gameInfo(game: AnyGame): GameInfo {
  return {
    id: game.id,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    specs: game.optionsShape.specs.map((spec): GameInfo['specs'][number] => (spec.kind === 'choice' ? { ...spec, choices: [...spec.choices] } : spec)),
    bots: botLevels(game),
    realtime: game.realtime !== undefined,
  };
}

export class Hub {
  readonly tables = new Map<string, Table>();
  /** The host's base URLs, known once it listens. */
  urls: string[] = [];
  /** Whether a WebSocket URL is this host's own (access.ts `ownSocketUrl`), known once it listens. */
  ownUrl: (url: string) => boolean = () => false;
  /** The games this host plays: the settings' catalog, by default every game. */
  private readonly catalog: Catalog;
  private readonly games: GameInfo[];

  constructor(private readonly settings: HubSettings) {
    this.catalog = settings.catalog ?? CATALOG;
    this.games = this.catalog.games.map(gameInfo);
  }

  /** Resumes every open match in the store. Saves that cannot be resumed are set aside and reported. */
  async restore(): Promise<{ problems: SaveProblem[]; notes: string[] }> {
    const { store, campaigns } = this.settings;
    const progress = await campaigns.load();
    const loaded = await store.loadOpen();
    const problems = [...progress.problems, ...loaded.problems];
    for (const saved of loaded.matches) {
      const game = this.catalog.find(saved.log.game);
      let table: Table | null = null;
      let reason = `this host does not know the game "${saved.log.game}"`;
      if (game) {
        try {
          table = Table.restore(saved, game, this.settings, (room) => (this.tables.has(room) ? this.newRoom() : room));
        } catch (error) {
          const why =
            error instanceof RuleError ? this.catalog.text.t(DEFAULT_LANG, error.code, error.params) : error instanceof Error ? error.message : String(error);
          reason = `it cannot be resumed: ${why}`;
        }
      }
      if (!table) {
        await saved.journal.close();
        problems.push(await store.setAside(saved.id, reason));
        continue;
      }
      this.tables.set(table.room, table);
      this.settings.log(`resumed match ${saved.id} at table ${table.room} after ${saved.log.moves.length} moves`);
    }
    for (const p of problems) this.settings.log(`save ${p.file} could not be used (${p.reason}); moved to ${p.movedTo}`);
    const notes = [...progress.notes, ...loaded.notes];
    for (const note of notes) this.settings.log(note);
    return { problems, notes };
  }

  /** A new table with every seat open, owned by whoever sits down first (the CLI's `--table`). */
  openTable(gameId: string, players: number): Promise<Table> {
    const game = this.catalog.find(gameId);
    if (!game) throw new HostError('net.unknownGame', { game: gameId });
    const options = this.parseOptions(game, { players });
    return this.addTable(
      game,
      options,
      Array.from({ length: players }, (): Slot => ({ kind: 'open' })),
      standInLevel(game),
      null,
    );
  }

  async handle(connection: Connection, message: ParsedClientMessage): Promise<void> {
    try {
      await this.dispatch(connection, message);
    } catch (error) {
      const ref = message.type === 'move' ? message.ref : undefined;
      if (error instanceof HostError) return connection.error(error.code, error.params, ref);
      this.settings.log(`internal error on ${message.type}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      connection.error('net.internal', {}, ref);
    }
  }

  disconnected(connection: Connection): void {
    const { member, table } = connection;
    if (member && table && member.peer === connection) table.disconnect(member);
  }

  /**
   * Forgets tables nobody has been at for a while: a lobby or a finished table (its result was
   * there to see) after `idleLobbyMs`, a running match after `idleTableMs` (its save stays and comes
   * back on the next start). `now` is injectable: the tests move the clock, they do not wait.
   */
  async sweep(now = Date.now()): Promise<void> {
    for (const [room, table] of this.tables) {
      const after = table.phase === 'playing' ? this.settings.idleTableMs : this.settings.idleLobbyMs;
      if (table.present() || now - table.lastSeen < after) continue;
      if (table.phase === 'playing' && table.members.size > 0) continue;
      this.tables.delete(room);
      await table.stop();
    }
  }

  async close(): Promise<void> {
    for (const table of this.tables.values()) await table.stop();
    this.tables.clear();
  }

  private async dispatch(connection: Connection, message: ParsedClientMessage): Promise<void> {
    if (message.type === 'hello') return this.hello(connection, message);
    if (connection.name === null) throw new HostError('net.helloFirst');
    const name = connection.name;
    switch (message.type) {
      case 'list':
        return connection.send({ type: 'tables', tables: [...this.tables.values()].map((t) => t.summary()) });
      case 'sync':
        return connection.send({ type: 'clock', t: message.t, now: Date.now(), at: connection.table?.play?.at() ?? null });
      case 'create':
        return this.create(connection, name, message);
      case 'campaign':
        return this.campaign(connection, message);
      case 'join': {
        if (connection.member) throw new HostError('net.alreadyAtTable');
        const { addresses } = this.settings;
        const locked = addresses.lockedFor(connection.address);
        if (locked > 0) throw new HostError('net.joinLockedOut', { seconds: Math.ceil(locked / 1000) });
        const table = this.tables.get(message.room);
        if (!table) {
          addresses.wrongRoom(connection.address);
          throw new HostError('net.roomUnknown', { room: message.room });
        }
        const placement: Placement = message.spectator ? { kind: 'spectator' } : { kind: 'seat', seat: message.seat };
        return this.seat(connection, table, name, placement, false);
      }
      default:
        break;
    }
    const { member, table } = connection;
    if (!member || !table) throw new HostError('net.notAtTable');
    switch (message.type) {
      case 'options':
        return table.setOptions(member, message.options);
      case 'setSeat':
        return table.setSeat(member, message.seat, message.to);
      case 'swap':
        return table.swap(member, message.a, message.b);
      case 'lock':
        return table.lock(member, message.locked);
      case 'kick':
        return table.kick(member, message.seat);
      case 'start':
        return table.start(member);
      case 'onward':
        return table.onward(member, message.round, message.all === true);
      case 'game':
        return table.regame(member, message.game);
      case 'close':
        await table.close(member);
        if (this.tables.get(table.room) === table) this.tables.delete(table.room);
        return;
      case 'move':
        return table.move(member, message.move, message.ref, message.together, (key, proof) => this.proves(connection, key, 'together', proof));
      case 'emote':
        return table.emote(member, message.emote);
      case 'leave':
        connection.detach('left');
        return table.leave(member);
      default: {
        const never: never = message;
        throw new Error(`unhandled message ${JSON.stringify(never)}`);
      }
    }
  }

  private hello(connection: Connection, message: Extract<ParsedClientMessage, { type: 'hello' }>): void {
    if (connection.name !== null) throw new HostError('net.helloTwice');
    if (message.v !== PROTOCOL_VERSION) {
      connection.error('net.version', { client: message.v, host: PROTOCOL_VERSION });
      connection.close(CLOSE_VERSION, 'protocol version');
      return;
    }
    connection.name = message.name;
    connection.lang = message.lang ?? connection.lang;
    connection.url = message.url !== undefined && this.ownUrl(message.url) ? message.url : null;
    const found = this.provenMember(connection, message.url, message.seat);
    connection.send({ type: 'welcome', v: PROTOCOL_VERSION, games: this.games, resumed: found !== null, urls: this.urls });
    if (!found) return;
    connection.member = found.member;
    connection.table = found.table;
    found.table.reconnect(found.member, connection);
  }

  private findMember(seatId: string): { table: Table; member: NonNullable<ReturnType<Table['findMember']>> } | null {
    for (const table of this.tables.values()) {
      const member = table.findMember(seatId);
      if (member) return { table, member };
    }
    return null;
  }

  /** Whether `proof` answers this connection's challenge for the seat of `key`, at an address of this host's. */
  private proves(connection: Connection, key: SeatKey, purpose: ProofPurpose, proof: string): boolean {
    return connection.url !== null && provenBy(key, purpose, connection.challenge, connection.url, proof);
  }

  /** The member whose seat a hello proves (at this host's own address, for this connection's challenge); else null. */
  private provenMember(connection: Connection, url: string | undefined, seat: SeatProofMessage | undefined): ReturnType<Hub['findMember']> {
    if (!seat || url === undefined || !this.ownUrl(url)) return null;
    const found = this.findMember(seat.id);
    return found && provenBy(found.member.key, 'hello', connection.challenge, url, seat.proof) ? found : null;
  }

  private async create(connection: Connection, name: string, message: Extract<ParsedClientMessage, { type: 'create' }>): Promise<void> {
    if (connection.member) throw new HostError('net.alreadyAtTable');
    const game = this.catalog.find(message.game);
    if (!game) throw new HostError('net.unknownGame', { game: message.game });
    const options = this.parseOptions(game, { players: message.seats.length, ...message.options });
    if (options.players !== message.seats.length) throw new HostError('net.seatsCount', { players: options.players, seats: message.seats.length });
    const seats = message.seats.map((spec: SeatSpec): Slot => {
      if (spec.kind === 'bot') checkLevel(game, spec.level);
      return spec.kind === 'bot' ? { kind: 'bot', level: spec.level } : { kind: 'open' };
    });
    const substitute = message.substitute ?? standInLevel(game);
    checkLevel(game, substitute);
    let placement: Placement = { kind: 'screen' };
    if (message.seat !== null) {
      const slot = seats[message.seat];
      if (!slot) throw new HostError('net.noSuchSeat', { seat: message.seat });
      if (slot.kind !== 'open') throw new HostError('net.seatTaken', { seat: message.seat });
      placement = { kind: 'seat', seat: message.seat };
    }
    const table = await this.addTable(game, options, seats, substitute, connection.address, message.group);
    await this.seat(connection, table, name, placement, true);
  }

  /** The campaign a table with these options would play (a new-table screen's offer), after taking in a browser's old progress. */
  private async campaign(connection: Connection, message: Extract<ParsedClientMessage, { type: 'campaign' }>): Promise<void> {
    const game = this.catalog.find(message.game);
    if (!game) throw new HostError('net.unknownGame', { game: message.game });
    if (!game.campaign) throw new HostError('net.noCampaign', { game: message.game });
    const options = this.parseOptions(game, { players: game.minPlayers, ...message.options });
    const group = message.group ?? DEFAULT_GROUP;
    const { campaigns } = this.settings;
    if (message.import) {
      // Only somebody at a table that plays this campaign may change it: a player there, or its screen.
      const { member, table } = connection;
      const at = member && table && member.role !== 'spectator' && table.game.id === game.id ? table.info().campaign : undefined;
      if (!at || at.group !== group || at.name !== game.campaign.of(options)) throw new HostError('net.campaignNotYours', { group });
    }
    const campaign = message.import ? await campaigns.adopt(game, options, group, message.import) : campaigns.info(game, options, group);
    if (!campaign) throw new HostError('net.noCampaign', { game: message.game });
    connection.send({ type: 'campaign', game: game.id, campaign, groups: campaigns.groups(game, options) });
    // The table that plays it shows the progress it now has.
    if (message.import) connection.table?.broadcastLobby();
  }

  private async seat(connection: Connection, table: Table, name: string, placement: Placement, creating: boolean): Promise<void> {
    const { member } = await table.addMember(name, connection, placement, creating);
    connection.member = member;
    connection.table = table;
  }

  private parseOptions(game: AnyGame, raw: Record<string, Json>): ReturnType<AnyGame['parseOptions']> {
    try {
      return game.parseOptions(raw);
    } catch (error) {
      if (error instanceof OptionsError) throw new HostError('net.badOptions', { field: error.field, detail: error.message });
      throw error;
    }
  }

  /** Whether a hello proves the seat of somebody at a table here (such a connection is always let in). */
  knowsSeat(connection: Connection, hello: Extract<ParsedClientMessage, { type: 'hello' }>): boolean {
    return this.provenMember(connection, hello.url, hello.seat) !== null;
  }

  /**
   * One address may open tables up to its share of tables somebody is at. Tables nobody is at
   * (everyone left or went away) do not count against anyone: when the host is full, the one
   * forgotten longest goes, a lobby or finished match before a running match (whose save stays
   * and comes back on the next start, as after the sweep). So no address can fill the host with
   * tables it walked away from, and a table with people at it is never taken away.
   */
  private async makeRoom(creator: string | null): Promise<void> {
    if (creator !== null) {
      const max = this.settings.addresses.limits.tables;
      const held = [...this.tables.values()].filter((t) => t.creator === creator && t.present()).length;
      if (held >= max) throw new HostError('net.tooManyTablesHere', { max });
      // The last tables are kept for devices that hold none yet: a few addresses' shares never fill the host.
      const occupied = [...this.tables.values()].filter((t) => t.present()).length;
      if (held > 0 && occupied >= this.settings.maxTables - reserveFor(this.settings.maxTables)) throw new HostError('net.tooManyTablesHere', { max: held });
    }
    if (this.tables.size < this.settings.maxTables) return;
    const abandoned = [...this.tables.values()].filter((t) => !t.present());
    const old = abandoned.sort((a, b) => Number(a.phase === 'playing') - Number(b.phase === 'playing') || a.lastSeen - b.lastSeen)[0];
    if (!old) throw new HostError('net.tooManyTables', { max: this.settings.maxTables });
    this.tables.delete(old.room);
    await old.stop();
    this.settings.log(`table ${old.room}: forgotten to make room (nobody was at it)`);
  }

  private async addTable(
    game: AnyGameModule,
    options: ReturnType<AnyGame['parseOptions']>,
    seats: Slot[],
    substitute: string,
    creator: string | null,
    group = DEFAULT_GROUP,
  ): Promise<Table> {
    await this.makeRoom(creator);
    const table = new Table(this.newRoom(), game, options, seats, substitute, this.settings, creator, group);
    this.tables.set(table.room, table);
    this.settings.log(`table ${table.room}: ${game.id} for ${options.players} opened`);
    this.settings.onTableOpened?.(table.room);
    return table;
  }

  private newRoom(): string {
    for (;;) {
      let room = '';
      for (let i = 0; i < 4; i++) room += ROOM_ALPHABET[randomInt(ROOM_ALPHABET.length)];
      if (!this.tables.has(room)) return room;
    }
  }
}
