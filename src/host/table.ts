/**
 * One table: its game and options, its seats (people, bots, open), the people at it, and the
 * match it runs. Everything a person may do at a table is a method here; a refusal throws a
 * HostError and changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { botLevels } from '../shared/bots';
import type { Seed } from '../shared/cards/rng';
import { OptionsError } from '../shared/engine/errors';
import type { AnyGameModule } from '../shared/engine/module';
import type { AnyGame, BaseOptions, Json, MatchResult, Seat, Viewer } from '../shared/engine/types';
import { CATALOG, type Catalog } from '../shared/catalog';
import type { Lang, Translator } from '../shared/i18n';
import type { HostMessage, HostMessageOf, Role, SeatInfo, SeatSpec, TableInfo, TableSummary } from '../shared/net/protocol';
import { HostError } from './errors';
import { Lifecycle } from './lifecycle';
import type { Committed, Intent, Refusal } from './match';
import { Play, type PlaySettings, type SeatController } from './play';
import type { MatchStore, OpenMatch } from './store/types';
import { hashToken, parseTableMeta, type TableMeta } from './tablemeta';

/** A member's connection, as the table sees it. */
export interface Peer {
  readonly lang: Lang;
  send(message: HostMessage): void;
  sendText(text: string): void;
  /** The member is no longer at the table (left, kicked, or the token connected elsewhere). */
  detach(reason: HostMessageOf<'left'>['reason']): void;
}

export interface Member {
  readonly id: string;
  readonly tokenHash: string;
  readonly name: string;
  role: Role;
  seat: Seat | null;
  /** Null while the person is away. */
  peer: Peer | null;
  awayTimer: ReturnType<typeof setTimeout> | null;
  /** A bot plays this person's seat: they have been away longer than the grace period. */
  standIn: boolean;
}

export type Slot = { kind: 'open' } | { kind: 'bot'; level: string } | { kind: 'person'; member: Member };

export type Placement = { kind: 'seat'; seat?: Seat } | { kind: 'spectator' } | { kind: 'screen' };

export interface TableSettings extends PlaySettings {
  store: MatchStore;
  /** How long a person may be away before a bot plays their seat. */
  standInAfterMs: number;
  newSeed: () => Seed;
  log: (line: string) => void;
  /** The games and their strings (default: every game). */
  catalog?: Catalog;
}

const MAX_MEMBERS = 64;

function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

function matchId(game: string, room: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${game}-${room}-${randomBytes(2).toString('hex')}`;
}

export class Table {
  readonly members = new Set<Member>();
  owner: Member | null = null;
  locked = false;
  play: Play | null = null;
  /** When somebody was last connected here (Date.now()), for the sweep of forgotten tables. */
  lastSeen = Date.now();
  /** Lobby → starting → playing → over: the table's life as a chart (lifecycle.ts). */
  private readonly life = new Lifecycle();

  constructor(
    readonly room: string,
    readonly game: AnyGameModule,
    public options: BaseOptions,
    public seats: Slot[],
    readonly substitute: string,
    private readonly settings: TableSettings,
    /** The client address that opened the table (its share of tables, limits.ts); null for restored and CLI tables. */
    readonly creator: string | null = null,
  ) {
    this.text = (settings.catalog ?? CATALOG).text;
  }

  private readonly text: Translator;

  /** The phase clients see: a match that is starting is still the lobby to them. */
  get phase(): TableInfo['phase'] {
    const phase = this.life.phase;
    return phase === 'starting' ? 'lobby' : phase;
  }

  // ------------------------------------------------------------------ reading

  info(): TableInfo {
    const playing = this.phase === 'playing';
    return {
      room: this.room,
      game: this.game.id,
      options: this.options as unknown as Record<string, Json>,
      phase: this.phase,
      locked: this.locked,
      seats: this.seats.map((slot, seat): SeatInfo => {
        switch (slot.kind) {
          case 'open':
            return { seat, kind: 'open', name: null, level: playing ? this.substitute : null, away: false, botPlaying: playing, owner: false };
          case 'bot':
            return { seat, kind: 'bot', name: null, level: slot.level, away: false, botPlaying: true, owner: false };
          case 'person': {
            const m = slot.member;
            const standIn = playing && m.standIn;
            return { seat, kind: 'person', name: m.name, level: standIn ? this.substitute : null, away: m.peer === null, botPlaying: standIn, owner: m === this.owner };
          }
          default: {
            const never: never = slot;
            throw new Error(`unknown slot ${JSON.stringify(never)}`);
          }
        }
      }),
      spectators: [...this.members].filter((m) => m.role === 'spectator').length,
      substitute: this.substitute,
      match: this.play ? { id: this.play.id, index: this.play.index } : null,
    };
  }

  summary(): TableSummary {
    return {
      room: this.room,
      game: this.game.id,
      players: this.seats.length,
      openSeats: this.seats.filter((s) => s.kind === 'open').length,
      phase: this.phase,
      locked: this.locked,
    };
  }

  /** Somebody is connected: bots act and the clock runs only then. */
  present(): boolean {
    for (const m of this.members) if (m.peer) return true;
    return false;
  }

  findMember(tokenHash: string): Member | undefined {
    for (const m of this.members) if (m.tokenHash === tokenHash) return m;
    return undefined;
  }

  private viewerOf(member: Member): Viewer {
    if (member.role === 'player' && member.seat !== null) return member.seat;
    return member.role === 'table' ? 'table' : 'spectator';
  }

  private controller(seat: Seat): SeatController {
    const slot = this.seats[seat];
    if (!slot || slot.kind === 'open') return { kind: 'bot', level: this.substitute };
    if (slot.kind === 'bot') return { kind: 'bot', level: slot.level };
    if (slot.member.standIn) return { kind: 'bot', level: this.substitute };
    return slot.member.peer ? { kind: 'person' } : { kind: 'nobody' };
  }

  // ------------------------------------------------------------------ sending

  private you(member: Member): HostMessageOf<'lobby'>['you'] {
    return { role: member.role, seat: member.seat, owner: member === this.owner };
  }

  broadcastLobby(): void {
    const table = this.info();
    for (const m of this.members) m.peer?.send({ type: 'lobby', table, you: this.you(m) });
  }

  private viewMessage(play: Play, viewer: Viewer): HostMessageOf<'view'> {
    return {
      type: 'view',
      room: this.room,
      index: play.index,
      view: this.game.view(play.state, viewer),
      legal: typeof viewer === 'number' && !play.result ? this.game.legalMoves(play.state, viewer) : [],
      toAct: [...this.game.toAct(play.state)],
      result: play.result,
      at: play.at(),
    };
  }

  /** Sends every connected member its own view; the member whose move it was gets its `ref` back. */
  private broadcastViews(committed: Committed | null): void {
    const play = this.play;
    if (!play) return;
    const intent = committed?.intent;
    const origin = intent?.kind === 'move' && intent.ref !== undefined ? intent.origin : null;
    const texts = new Map<Viewer, string>();
    for (const m of this.members) {
      if (!m.peer) continue;
      const viewer = this.viewerOf(m);
      if (m.id === origin && intent?.kind === 'move') {
        m.peer.send({ ...this.viewMessage(play, viewer), ref: intent.ref });
        continue;
      }
      let text = texts.get(viewer);
      if (text === undefined) {
        text = JSON.stringify(this.viewMessage(play, viewer));
        texts.set(viewer, text);
      }
      m.peer.sendText(text);
    }
  }

  /** Everything a member needs after joining or coming back: the table and, in a match, its view. */
  sendState(member: Member): void {
    const peer = member.peer;
    if (!peer) return;
    peer.send({ type: 'lobby', table: this.info(), you: this.you(member) });
    if (this.play) peer.send(this.viewMessage(this.play, this.viewerOf(member)));
  }

  emote(member: Member, emote: string): void {
    const message: HostMessage = { type: 'emote', seat: member.seat, name: member.name, emote };
    for (const m of this.members) m.peer?.send(message);
  }

  /** A bot's callout reaches everybody like a person's, under the name of the seat it plays. */
  private botCallout(seat: Seat, emote: string): void {
    const slot = this.seats[seat];
    const name = slot?.kind === 'person' ? slot.member.name : `Bot ${seat + 1}`;
    const message: HostMessage = { type: 'emote', seat, name, emote };
    for (const m of this.members) m.peer?.send(message);
  }

  // ------------------------------------------------------------------ people

  /** Seats a new person (or makes them a spectator or the table screen). Returns the member and their reconnect token. */
  async addMember(name: string, peer: Peer, placement: Placement, creating = false): Promise<{ member: Member; token: string }> {
    if (this.locked && !creating) throw new HostError('net.tableLocked');
    if (this.members.size >= MAX_MEMBERS) throw new HostError('net.tableFull');
    let seat: Seat | null = null;
    if (placement.kind === 'seat') {
      if (placement.seat !== undefined) {
        const slot = this.seats[placement.seat];
        if (!slot) throw new HostError('net.noSuchSeat', { seat: placement.seat });
        if (slot.kind !== 'open') throw new HostError('net.seatTaken', { seat: placement.seat });
        seat = placement.seat;
      } else {
        const open = this.seats.findIndex((s) => s.kind === 'open');
        if (open < 0) throw new HostError('net.tableFull');
        seat = open;
      }
    }
    const { token, tokenHash } = newToken();
    const role: Role = placement.kind === 'seat' ? 'player' : placement.kind === 'screen' ? 'table' : 'spectator';
    const member: Member = { id: randomBytes(8).toString('hex'), tokenHash, name, role, seat, peer, awayTimer: null, standIn: false };
    if (seat !== null) this.seats[seat] = { kind: 'person', member };
    this.members.add(member);
    if (!this.owner && role !== 'spectator') this.owner = member;
    this.lastSeen = Date.now();
    await this.saveMeta();
    peer.send({ type: 'joined', room: this.room, token });
    this.changed();
    if (this.play) peer.send(this.viewMessage(this.play, this.viewerOf(member)));
    return { member, token };
  }

  /** A member's connection came back (a `hello` with their token). */
  reconnect(member: Member, peer: Peer): void {
    const old = member.peer;
    member.peer = peer;
    if (old && old !== peer) old.detach('replaced');
    if (member.awayTimer) clearTimeout(member.awayTimer);
    member.awayTimer = null;
    member.standIn = false;
    this.lastSeen = Date.now();
    this.changed();
    if (this.play) peer.send(this.viewMessage(this.play, this.viewerOf(member)));
  }

  /**
   * A member's connection is gone: a player's seat waits for them, then a bot stands in until they
   * are back. A spectator's membership ends with the connection (a spectator holds nothing to come
   * back to, and kept ones would fill the table). The table screen stays a member: there is one per
   * table, it may own the table, and a reloaded TV takes it back with its token.
   */
  disconnect(member: Member): void {
    member.peer = null;
    this.lastSeen = Date.now();
    if (member.role === 'spectator') {
      this.remove(member);
      this.changed();
      return;
    }
    if (member.seat !== null && this.phase === 'playing') this.startAwayTimer(member);
    this.changed();
  }

  private startAwayTimer(member: Member): void {
    if (member.awayTimer) clearTimeout(member.awayTimer);
    member.awayTimer = setTimeout(() => {
      member.awayTimer = null;
      if (member.peer || !this.members.has(member)) return;
      member.standIn = true;
      this.changed();
    }, this.settings.standInAfterMs);
  }

  async leave(member: Member): Promise<void> {
    this.remove(member);
    await this.saveMeta();
    this.changed();
  }

  async kick(by: Member, seat: Seat): Promise<void> {
    this.requireOwner(by);
    const slot = this.seats[seat];
    if (!slot) throw new HostError('net.noSuchSeat', { seat });
    if (slot.kind !== 'person') throw new HostError('net.nobodyThere', { seat });
    if (slot.member === by) throw new HostError('net.kickSelf');
    const target = slot.member;
    this.remove(target);
    target.peer?.detach('kicked');
    await this.saveMeta();
    this.changed();
  }

  private remove(member: Member): void {
    this.members.delete(member);
    if (member.awayTimer) clearTimeout(member.awayTimer);
    member.awayTimer = null;
    if (member.seat !== null) this.seats[member.seat] = { kind: 'open' };
    if (this.owner === member) {
      const seated = this.seats.find((s): s is Extract<Slot, { kind: 'person' }> => s.kind === 'person');
      this.owner = seated?.member ?? [...this.members].find((m) => m.role === 'table') ?? null;
    }
  }

  // ------------------------------------------------------------------ the owner's settings

  private requireOwner(by: Member): void {
    if (by !== this.owner) throw new HostError('net.notOwner');
  }

  private requireEditable(): void {
    this.life.send({ type: 'edit' });
  }

  setOptions(by: Member, raw: Record<string, Json>): void {
    this.requireOwner(by);
    this.requireEditable();
    let options: BaseOptions;
    try {
      options = this.game.parseOptions(raw);
    } catch (error) {
      if (error instanceof OptionsError) throw new HostError('net.badOptions', { field: error.field, detail: error.message });
      throw error;
    }
    const seats = this.seats.slice(0, options.players);
    for (const slot of this.seats.slice(options.players)) {
      if (slot.kind === 'person') throw new HostError('net.seatTaken', { seat: slot.member.seat ?? 0 });
    }
    while (seats.length < options.players) seats.push({ kind: 'open' });
    this.options = options;
    this.seats = seats;
    this.changed();
  }

  setSeat(by: Member, seat: Seat, spec: SeatSpec): void {
    this.requireOwner(by);
    this.requireEditable();
    const slot = this.seats[seat];
    if (!slot) throw new HostError('net.noSuchSeat', { seat });
    if (slot.kind === 'person') throw new HostError('net.seatTaken', { seat });
    if (spec.kind === 'bot') checkLevel(this.game, spec.level);
    this.seats[seat] = spec.kind === 'bot' ? { kind: 'bot', level: spec.level } : { kind: 'open' };
    this.changed();
  }

  /** The owner swaps any two seats; a player may move to an open seat. Before the match only. */
  swap(by: Member, a: Seat, b: Seat): void {
    this.requireEditable();
    const slotA = this.seats[a];
    const slotB = this.seats[b];
    if (!slotA) throw new HostError('net.noSuchSeat', { seat: a });
    if (!slotB) throw new HostError('net.noSuchSeat', { seat: b });
    const ownMove = (by.seat === a && slotB.kind === 'open') || (by.seat === b && slotA.kind === 'open');
    if (by !== this.owner && !ownMove) throw new HostError('net.notOwner');
    this.seats[a] = slotB;
    this.seats[b] = slotA;
    if (slotA.kind === 'person') slotA.member.seat = b;
    if (slotB.kind === 'person') slotB.member.seat = a;
    this.changed();
  }

  async lock(by: Member, locked: boolean): Promise<void> {
    this.requireOwner(by);
    this.locked = locked;
    await this.saveMeta();
    this.changed();
  }

  async start(by: Member): Promise<void> {
    const open = this.seats.flatMap((s, seat) => (s.kind === 'open' ? [seat] : []));
    this.life.send({ type: 'start', byOwner: by === this.owner, open });
    try {
      await this.play?.stop();
      const seed = this.settings.newSeed();
      const id = matchId(this.game.id, this.room);
      const journal = await this.settings.store.create({ id, game: this.game.id, options: this.options as unknown as Json, seed, table: this.meta() });
      this.play = this.newPlay({ id, journal, seed, entries: [] });
      this.life.send({ type: 'started' });
      for (const m of this.members) {
        m.standIn = false;
        if (!m.peer && m.seat !== null) this.startAwayTimer(m);
      }
    } catch (error) {
      this.life.send({ type: 'failed' });
      throw error;
    }
    this.settings.log(`table ${this.room}: ${this.game.id} match ${this.play.id} begins`);
    this.broadcastViews(null);
    this.changed();
  }

  // ------------------------------------------------------------------ the match

  move(member: Member, move: unknown, ref: number | undefined): void {
    const play = this.play;
    if (!play || this.phase !== 'playing') throw new HostError('net.notStarted');
    if (member.role !== 'player' || member.seat === null) throw new HostError('net.notPlayer');
    if (play.halted) throw new HostError('net.saveFailed', { detail: 'halted' });
    play.submit(member.seat, move, member.id, ref);
  }

  private newPlay(init: { id: string; journal: OpenMatch['journal']; seed: Seed; entries: OpenMatch['log']['moves'] }): Play {
    return new Play(
      { ...init, game: this.game, options: this.options },
      {
        controller: (seat) => this.controller(seat),
        present: () => this.present(),
        committed: (committed) => this.onCommitted(committed),
        refused: (intent, refusal) => this.onRefused(intent, refusal),
        failed: (error) => {
          this.settings.log(`table ${this.room}: the save failed, the match is halted: ${error.message}`);
          for (const m of this.members) m.peer?.send(errorMessage(m.peer.lang, 'net.saveFailed', { detail: error.message }, this.text));
        },
        finished: (result: MatchResult) => this.settings.log(`table ${this.room}: match over (winners ${result.winners.join(', ') || 'none'}), kept as a replay`),
        log: this.settings.log,
        callout: (seat, emote) => this.botCallout(seat, emote),
      },
      this.settings,
    );
  }

  private onCommitted(committed: Committed): void {
    // The match's end is its chart's word.
    if (committed.phases.includes('matchOver')) this.life.send({ type: 'finished' });
    this.broadcastViews(committed);
    if (this.phase === 'over') this.broadcastLobby();
  }

  private onRefused(intent: Intent, refusal: Refusal): void {
    if (intent.kind !== 'move') return;
    for (const m of this.members) {
      if (m.id !== intent.origin || !m.peer) continue;
      m.peer.send({ ...errorMessage(m.peer.lang, refusal.code, refusal.params, this.text), ...(intent.ref === undefined ? {} : { ref: intent.ref }) });
    }
  }

  /** After any change of the seats or of who is here: tell everybody, and let the match look at who plays now. */
  private changed(): void {
    this.broadcastLobby();
    this.play?.wake();
  }

  async stop(): Promise<void> {
    for (const m of this.members) if (m.awayTimer) clearTimeout(m.awayTimer);
    await this.play?.stop();
  }

  // ------------------------------------------------------------------ saving

  meta(): TableMeta {
    const screens = [...this.members].filter((m) => m.role === 'table');
    return {
      room: this.room,
      locked: this.locked,
      substitute: this.substitute,
      owner: this.owner && this.owner.role !== 'spectator' ? this.owner.tokenHash : null,
      seats: this.seats.map((slot) =>
        slot.kind === 'person' ? { kind: 'person', name: slot.member.name, token: slot.member.tokenHash } : slot.kind === 'bot' ? { kind: 'bot', level: slot.level } : { kind: 'open' },
      ),
      screens: screens.map((m) => ({ name: m.name, token: m.tokenHash })),
    };
  }

  /** During a match the save records who sits where, so that tokens still work after a restart. */
  private async saveMeta(): Promise<void> {
    const play = this.play;
    if (!play || this.phase !== 'playing' || play.halted) return;
    await play.saveTable(this.meta() as unknown as Json);
  }

  /** Rebuilds the table of a saved open match: everybody is away until they reconnect with their token. */
  static restore(saved: OpenMatch, game: AnyGameModule, settings: TableSettings, roomFor: (saved: string) => string = (room) => room): Table {
    const meta = parseTableMeta(saved.table);
    const options = game.parseOptions(saved.log.options);
    if (meta.seats.length !== options.players) throw new Error(`the table has ${meta.seats.length} seats for ${options.players} players`);
    const members: Member[] = [];
    const person = (name: string, tokenHash: string, role: Role, seat: Seat | null): Member => {
      const member: Member = { id: randomBytes(8).toString('hex'), tokenHash, name, role, seat, peer: null, awayTimer: null, standIn: false };
      members.push(member);
      return member;
    };
    const seats = meta.seats.map((s, seat): Slot => (s.kind === 'person' ? { kind: 'person', member: person(s.name, s.token, 'player', seat) } : s));
    for (const screen of meta.screens) person(screen.name, screen.token, 'table', null);
    const table = new Table(roomFor(meta.room), game, options, seats, meta.substitute, settings);
    for (const m of members) table.members.add(m);
    table.owner = members.find((m) => m.tokenHash === meta.owner) ?? null;
    table.locked = meta.locked;
    // The chart replays the log: a log it refuses throws, and the save is set aside.
    table.play = table.newPlay({ id: saved.id, journal: saved.journal, seed: saved.log.seed, entries: saved.log.moves });
    table.life.send({ type: 'resumed', over: table.play.result !== null });
    for (const m of members) if (m.seat !== null) table.startAwayTimer(m);
    return table;
  }
}

export function checkLevel(game: AnyGame, level: string): void {
  const levels = botLevels(game);
  if (!levels.includes(level)) throw new HostError('net.unknownBot', { level, levels: levels.join(', ') });
}

/** An error reply: the stable code and its params, and the text for people in the receiver's language. */
export function errorMessage(lang: Lang, code: string, params: { [key: string]: Json } = {}, text: Translator = CATALOG.text): HostMessageOf<'error'> {
  return { type: 'error', code, message: text.t(lang, code, params), params };
}
