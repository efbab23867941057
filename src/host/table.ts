/**
 * One table: its game and options, its seats, the people at it, and the match it runs. Everything
 * a person may do at a table is a method here; a refusal throws a HostError and changes nothing.
 * The rules of who may do what are in seating.ts, what goes out in fanout.ts, the save's table
 * record in persistence.ts, the grace period of people away in away.ts, and where the table is in
 * its life (lobby, starting, playing, over: a chart) with its match in the one `life` field
 * (lifecycle.ts).
 */
import { randomBytes } from 'node:crypto';
import { botLevels, standInLevel } from '../shared/bots';
import type { Seed } from '../shared/cards/rng';
import { OptionsError } from '../shared/engine/errors';
import type { AnyGameModule } from '../shared/engine/module';
import type { BaseOptions, Json, MatchResult, Seat } from '../shared/engine/types';
import { CATALOG, type Catalog } from '../shared/catalog';
import type { Translator } from '../shared/i18n';
import { DEFAULT_GROUP, type CampaignInfo, type HostMessage, type Role, type SeatSpec, type TableInfo, type TableSummary } from '../shared/net/protocol';
import { AwayTimers } from './away';
import type { Campaigns } from './campaigns';
import { HostError } from './errors';
import { errorMessage, lobbyMessage, sendAll, sendViews, viewMessage } from './fanout';
import { Lifecycle } from './lifecycle';
import type { Committed, Intent, Refusal } from './match';
import { seatingOf, tableMeta } from './persistence';
import { Play, type PlaySettings } from './play';
import * as seating from './seating';
import type { Member, Peer, Placement, Slot } from './seating';
import type { MatchStore, OpenMatch } from './store/types';
import { parseTableMeta, type TableMeta } from './tablemeta';
import { issueSeat, seatOfRecord, type SeatKey } from './proof';
import type { SeatProofMessage } from '../shared/net/protocol';

export interface TableSettings extends PlaySettings {
  store: MatchStore;
  /** The campaigns' progress (games whose matches are a campaign's levels). */
  campaigns: Campaigns;
  /** How long a person may be away before a bot plays their seat. */
  standInAfterMs: number;
  /** How long the host holds a match at a round's end at most, while its scoring is read (when not every seated person moved on before). */
  roundPauseMs: number;
  newSeed: () => Seed;
  log: (line: string) => void;
  /** The games and their strings (default: every game). */
  catalog?: Catalog;
  /** The host's secret, which its tokens are derived from (proof.ts). */
  secret: Buffer;
}

function memberId(): string {
  return randomBytes(8).toString('hex');
}

function matchId(game: string, room: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${game}-${room}-${randomBytes(2).toString('hex')}`;
}

/** The host holds the match at a round's end: which round, who has read its scoring, when it ends at the latest. */
interface RoundPause {
  round: number;
  ready: Set<Member>;
  until: number;
  timer: ReturnType<typeof setTimeout>;
}

export class Table {
  readonly members = new Set<Member>();
  owner: Member | null = null;
  locked = false;
  /** The table's whole lifecycle: lobby → starting → playing → over (→ starting again). */
  readonly life = new Lifecycle<Play>();
  /** When somebody was last connected here (Date.now()), for the sweep of forgotten tables. */
  lastSeen = Date.now();
  private readonly text: Translator;
  private readonly away: AwayTimers;
  private pause: RoundPause | null = null;

  constructor(
    readonly room: string,
    /** The table's game; a driver may choose another between matches (`regame`). */
    public game: AnyGameModule,
    public options: BaseOptions,
    public seats: Slot[],
    public substitute: string,
    private readonly settings: TableSettings,
    /** The client address that opened the table (its share of tables, limits.ts); null for restored and CLI tables. */
    readonly creator: string | null = null,
    /** A campaign game: the group whose campaign this table plays (its matches count for that group only). */
    readonly group: string = DEFAULT_GROUP,
  ) {
    this.text = (settings.catalog ?? CATALOG).text;
    this.away = new AwayTimers(settings.standInAfterMs, (member) => {
      if (member.peer || !this.members.has(member)) return;
      member.standIn = 'away';
      this.changed();
    });
  }

  // ------------------------------------------------------------------ reading

  get phase(): TableInfo['phase'] {
    return this.life.shown;
  }

  /** The running or last match. */
  get play(): Play | null {
    return this.life.play;
  }

  info(): TableInfo {
    const play = this.play;
    return {
      room: this.room,
      game: this.game.id,
      options: this.options as unknown as Record<string, Json>,
      phase: this.phase,
      locked: this.locked,
      seats: seating.seatInfos(this.seats, this.owner, this.vip(), this.phase === 'playing', this.substitute),
      spectators: [...this.members].filter((m) => m.role === 'spectator').length,
      substitute: this.substitute,
      match: play ? { id: play.id, index: play.index } : null,
      ...campaignField(this.settings.campaigns.info(this.game, this.options, this.group)),
      pause: this.pause
        ? {
            round: this.pause.round,
            ready: [...this.pause.ready].flatMap((m) => (m.seat === null ? [] : [m.seat])),
            ms: Math.max(0, this.pause.until - Date.now()),
          }
        : null,
    };
  }

  /** The VIP: the first person seated here who still holds their seat (seating.ts `vipOf`). */
  vip(): Member | null {
    return seating.vipOf(this.members);
  }

  summary(): TableSummary {
    return {
      room: this.room,
      game: this.game.id,
      players: this.seats.length,
      openSeats: seating.openSeats(this.seats).length,
      held: seating.heldNames(this.seats),
      phase: this.phase,
      locked: this.locked,
    };
  }

  /** Somebody is connected: bots act and the clock runs only then. */
  present(): boolean {
    for (const m of this.members) if (m.peer) return true;
    return false;
  }

  /** The member of this seat id (proof.ts). */
  findMember(seatId: string): Member | undefined {
    for (const m of this.members) if (m.key.id === seatId) return m;
    return undefined;
  }

  // ------------------------------------------------------------------ sending

  broadcastLobby(): void {
    const table = this.info();
    const vip = this.vip();
    for (const m of this.members) m.peer?.send(lobbyMessage(table, m, this.owner, vip));
  }

  /** Everything a member needs after joining or coming back: the table and, in a match, its view. */
  sendState(member: Member): void {
    const peer = member.peer;
    if (!peer) return;
    peer.send(lobbyMessage(this.info(), member, this.owner, this.vip()));
    this.sendView(member, peer);
  }

  private sendView(member: Member, peer: Peer): void {
    const play = this.play;
    if (play) peer.send(viewMessage(this.game, this.room, play, seating.viewerOf(member), this.pause !== null));
  }

  emote(member: Member, emote: string): void {
    sendAll(this.members, { type: 'emote', seat: member.seat, name: member.name, emote });
  }

  /** A bot's callout reaches everybody like a person's, under the name of the seat it plays. */
  private botCallout(seat: Seat, emote: string): void {
    const message: HostMessage = { type: 'emote', seat, name: seating.seatName(this.seats, seat), emote };
    sendAll(this.members, message);
  }

  // ------------------------------------------------------------------ people

  /** Seats a new person (or makes them a spectator or the table screen). Returns the member and their reconnect token. */
  async addMember(name: string, peer: Peer, placement: Placement, creating = false): Promise<{ member: Member; token: string }> {
    seating.checkAdmission(this.locked, this.members.size, creating);
    const held = placement.kind === 'seat' ? seating.heldFor(this.seats, name, placement.seat) : null;
    if (held) return this.takeBack(held, peer);
    const seat = this.seatFor(placement);
    const { token, seat: key } = issueSeat(this.settings.secret);
    const role: Role = seating.roleOf(placement);
    const member: Member = { id: memberId(), key, name, role, seat, peer, standIn: false };
    if (seat !== null) this.seats[seat] = { kind: 'person', member };
    this.members.add(member);
    this.owner = seating.ownerAfterJoin(this.owner, member);
    this.lastSeen = Date.now();
    await this.saveMeta();
    peer.send({ type: 'joined', room: this.room, token });
    this.changed();
    this.sendView(member, peer);
    return { member, token };
  }

  /** The seat for a newcomer; a full table names the people whose seats a bot holds, who may take theirs back by name. */
  private seatFor(placement: Placement): Seat | null {
    try {
      return seating.seatFor(this.seats, placement);
    } catch (error) {
      const held = seating.heldNames(this.seats);
      if (error instanceof HostError && error.code === 'net.tableFull' && held.length > 0) throw new HostError('net.tableFullHeld', { names: held.join(', ') });
      throw error;
    }
  }

  /** The person whose seat a bot holds is back on a new device: the seat, the hand and a new token are theirs; the old token goes. */
  private async takeBack(member: Member, peer: Peer): Promise<{ member: Member; token: string }> {
    const { token, seat: key } = issueSeat(this.settings.secret);
    member.key = key;
    member.peer = peer;
    member.standIn = false;
    this.away.clear(member);
    this.lastSeen = Date.now();
    this.settings.log(`table ${this.room}: ${member.name} took seat ${(member.seat ?? 0) + 1} back from the bot`);
    await this.saveMeta();
    peer.send({ type: 'joined', room: this.room, token });
    this.changed();
    this.sendView(member, peer);
    return { member, token };
  }

  /** A member's connection came back (a `hello` with their token). */
  reconnect(member: Member, peer: Peer): void {
    const old = member.peer;
    member.peer = peer;
    if (old && old !== peer) old.detach('replaced');
    this.away.clear(member);
    member.standIn = false;
    this.lastSeen = Date.now();
    this.changed();
    this.sendView(member, peer);
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
    // Away in any phase: the VIP who stays away hands the table on (seating.ts `vipOf`), a player in a match their seat to a bot.
    if (member.seat !== null) this.away.start(member);
    this.changed();
  }

  /**
   * A member leaves. Once the table has played, a player's seat stays theirs: a bot holds it at
   * once, and they take it back from this device (their token) or from a new one (their name).
   * Before the first match the seat simply opens again.
   */
  async leave(member: Member): Promise<void> {
    if (member.role === 'player' && member.seat !== null && this.life.play) {
      member.peer = null;
      member.standIn = 'left';
      this.away.clear(member);
      this.owner = seating.ownerAfterLeaving(this.owner, member, this.seats, this.members);
    } else {
      this.remove(member);
    }
    await this.saveMeta();
    this.changed();
  }

  /** The owner frees any seat; the VIP only one whose person is away while a bot holds it (seating.ts `kickTarget`). */
  async kick(by: Member, seat: Seat): Promise<void> {
    if (!seating.drives(by, this.owner, this.vip())) seating.requireOwner(by, this.owner);
    const target = seating.kickTarget(this.seats, seat, by, by === this.owner);
    this.remove(target);
    target.peer?.detach('kicked');
    await this.saveMeta();
    this.changed();
  }

  private remove(member: Member): void {
    this.members.delete(member);
    this.away.clear(member);
    this.seats = seating.vacate(this.seats, member);
    this.owner = seating.ownerAfterLeaving(this.owner, member, this.seats, this.members);
  }

  // ------------------------------------------------------------------ the owner's settings

  private requireEditable(): void {
    this.life.send({ type: 'edit' });
  }

  /** The table's drivers (the table screen or opener, the VIP) set the options: the next Kerkerhatz level, or the same again. */
  setOptions(by: Member, raw: Record<string, Json>): void {
    seating.requireDriver(by, this.owner, this.vip());
    this.requireEditable();
    let options: BaseOptions;
    try {
      options = this.game.parseOptions(raw);
    } catch (error) {
      if (error instanceof OptionsError) throw new HostError('net.badOptions', { field: error.field, detail: error.message });
      throw error;
    }
    this.seats = seating.resize(this.seats, options.players);
    this.options = options;
    this.changed();
  }

  setSeat(by: Member, seat: Seat, spec: SeatSpec): void {
    seating.requireOwner(by, this.owner);
    this.requireEditable();
    this.seats = seating.setSlot(this.game, this.seats, seat, spec);
    this.changed();
  }

  /** The owner swaps any two seats; a player may move to an open seat. Before the match only. */
  swap(by: Member, a: Seat, b: Seat): void {
    this.requireEditable();
    this.seats = seating.swapSeats(this.seats, a, b, by, this.owner);
    this.changed();
  }

  async lock(by: Member, locked: boolean): Promise<void> {
    seating.requireOwner(by, this.owner);
    this.locked = locked;
    await this.saveMeta();
    this.changed();
  }

  async start(by: Member): Promise<void> {
    this.life.send({ type: 'start', byDriver: seating.drives(by, this.owner, this.vip()), open: seating.openSeats(this.seats) });
    this.endPause(false);
    let play: Play;
    try {
      await this.play?.stop();
      const seed = this.settings.newSeed();
      const id = matchId(this.game.id, this.room);
      const journal = await this.settings.store.create({ id, game: this.game.id, options: this.options as unknown as Json, seed, table: this.meta() });
      play = this.newPlay({ id, journal, seed, entries: [] });
    } catch (error) {
      this.life.send({ type: 'failed' });
      throw error;
    }
    this.life.begin(play);
    for (const m of this.members) {
      // Whoever left keeps their bot; whoever is away gets their grace period anew.
      if (m.standIn === 'left') continue;
      m.standIn = false;
      if (!m.peer && m.seat !== null) this.away.start(m);
    }
    this.settings.log(`table ${this.room}: ${this.game.id} match ${play.id} begins`);
    sendViews(this.members, this.game, this.room, play, null);
    this.changed();
  }

  /**
   * Another game for the next match, with the same people (a driver, between matches): people keep
   * their seats, the seats are as many as the new game allows (bots fill up, empty and bot seats go
   * first), its options are its defaults (a campaign's next level), and the table is back in its lobby.
   */
  async regame(by: Member, id: string): Promise<void> {
    seating.requireDriver(by, this.owner, this.vip());
    this.requireEditable();
    const game = (this.settings.catalog ?? CATALOG).find(id);
    if (!game) throw new HostError('net.unknownGame', { game: id });
    const players = Math.min(Math.max(this.seats.length, game.minPlayers), game.maxPlayers);
    const level = standInLevel(game);
    const seats = seating.reseat(game, this.seats, players, level);
    let options = game.defaultOptions(players);
    const campaign = game.campaign ? this.settings.campaigns.info(game, options, this.group) : undefined;
    if (game.campaign && campaign) options = game.campaign.atLevel(options, campaign.progress.level);
    const old = this.play;
    this.life.regame();
    await old?.stop();
    this.game = game;
    this.options = options;
    this.seats = seats;
    if (!botLevels(game).includes(this.substitute)) this.substitute = level;
    this.settings.log(`table ${this.room}: the next match is ${game.id} for ${players}`);
    this.changed();
  }

  /** A driver ends the table for everybody (not while a match runs: its save would come back). */
  async close(by: Member): Promise<void> {
    seating.requireDriver(by, this.owner, this.vip());
    if (this.life.phase === 'playing' || this.life.phase === 'starting') throw new HostError('net.running');
    this.endPause(false);
    await this.stop();
    for (const m of this.members) m.peer?.detach('closed');
    this.members.clear();
    this.settings.log(`table ${this.room}: ended`);
  }

  // ------------------------------------------------------------------ a round's end

  /**
   * A round was scored: the host holds the match (no bot and no person moves) while every device
   * shows its scoring, until every seated person here has moved on, a driver moves on for all, or
   * `roundPauseMs` has passed. So the table screen and each phone close the panel together.
   */
  private holdRound(play: Play): void {
    this.endPause(false);
    const round = play.rounds;
    const timer = setTimeout(() => this.endPause(true), this.settings.roundPauseMs);
    this.pause = { round, ready: new Set(), until: Date.now() + this.settings.roundPauseMs, timer };
    play.wake();
  }

  /** A seated person read the round's scoring; with `all`, a driver moves everybody on (the table screen always does). */
  onward(member: Member, round: number, all: boolean): void {
    const pause = this.pause;
    if (all) seating.requireDriver(member, this.owner, this.vip());
    if (!pause || pause.round !== round) throw new HostError('net.notPaused', { round });
    if (all || member.role === 'table') return this.endPause(true);
    if (member.role !== 'player' || member.seat === null) throw new HostError('net.notPlayer');
    pause.ready.add(member);
    if (!this.allReady()) this.broadcastLobby();
    else this.endPause(true);
  }

  /** Every seated person who is here (not away, no bot for them) has moved on; a table without any waits for the time. */
  private allReady(): boolean {
    const pause = this.pause;
    if (!pause) return false;
    const here = [...this.members].filter((m) => m.role === 'player' && m.seat !== null && m.peer !== null && !m.standIn);
    return here.length > 0 && here.every((m) => pause.ready.has(m));
  }

  /** The match goes on: the bots again, and every person gets their legal moves back. */
  private endPause(tell: boolean): void {
    const pause = this.pause;
    if (!pause) return;
    clearTimeout(pause.timer);
    this.pause = null;
    if (!tell) return;
    const play = this.play;
    if (play && !play.result) sendViews(this.members, this.game, this.room, play, null);
    this.changed();
  }

  // ------------------------------------------------------------------ the match

  /**
   * A move by `member`'s seat; with `together`, the same move by the seats these proofs are of
   * (people at the sender's device, who hold their tokens; `proven` checks a proof against this
   * connection's challenge): each must be another player's seat at this table, else nothing is taken.
   */
  move(
    member: Member,
    move: unknown,
    ref: number | undefined,
    together: readonly SeatProofMessage[] = [],
    proven: (key: SeatKey, proof: string) => boolean = () => false,
  ): void {
    const play = this.life.play;
    if (!play || this.life.phase !== 'playing') throw new HostError('net.notStarted');
    if (member.role !== 'player' || member.seat === null) throw new HostError('net.notPlayer');
    if (play.halted) throw new HostError('net.saveFailed', { detail: 'halted' });
    if (this.pause) throw new HostError('net.roundPause', { round: this.pause.round });
    const seats = [member.seat];
    for (const proof of together) {
      const other = this.findMember(proof.id);
      if (!other || !proven(other.key, proof.proof) || other.role !== 'player' || other.seat === null || seats.includes(other.seat))
        throw new HostError('net.notYourSeat');
      seats.push(other.seat);
    }
    play.submit(member.seat, move, member.id, ref, seats.slice(1));
  }

  private newPlay(init: { id: string; journal: OpenMatch['journal']; seed: Seed; entries: OpenMatch['log']['moves'] }): Play {
    return new Play(
      { ...init, game: this.game, options: this.options },
      {
        controller: (seat) => seating.controllerOf(this.seats[seat], this.substitute),
        present: () => this.present() && this.pause === null,
        committed: (committed) => this.onCommitted(committed),
        refused: (intent, refusal) => this.onRefused(intent, refusal),
        failed: (error) => {
          this.settings.log(`table ${this.room}: the save failed, the match is halted: ${error.message}`);
          for (const m of this.members) m.peer?.send(errorMessage(m.peer.lang, 'net.saveFailed', { detail: error.message }, this.text));
        },
        finished: (result: MatchResult) =>
          this.settings.log(`table ${this.room}: match over (winners ${result.winners.join(', ') || 'none'}), kept as a replay`),
        log: this.settings.log,
        callout: (seat, emote) => this.botCallout(seat, emote),
      },
      this.settings,
    );
  }

  private onCommitted(committed: Committed): void {
    const play = this.play;
    if (!play) return;
    if (committed.phases.includes('matchOver')) this.life.send({ type: 'finished' });
    const held = committed.phases.includes('roundOver') && this.game.timing === 'turns';
    if (held) this.holdRound(play);
    if (this.life.phase === 'over' && play.result && this.game.campaign) {
      void this.finished(play, play.result, committed);
      return;
    }
    // The lobby first: every device knows the pause (or the end) before the view that scored the round.
    if (held || this.life.phase === 'over') this.broadcastLobby();
    sendViews(this.members, this.game, this.room, play, committed, this.pause !== null);
  }

  /**
   * The match is over: its campaign counts it first (on disk before anybody is told), then the
   * lobby goes out with the new progress and the next level, then the result, so that every
   * device shows the result with the campaign as it now stands.
   */
  private async finished(play: Play, result: MatchResult, committed: Committed | null): Promise<void> {
    await this.countForCampaign(play, result);
    if (this.play !== play) return;
    this.broadcastLobby();
    if (committed) sendViews(this.members, this.game, this.room, play, committed);
  }

  /** Counts the match for its campaign; the table's options move on to the level the campaign plays next. */
  private async countForCampaign(play: Play, result: MatchResult): Promise<void> {
    const rules = this.game.campaign;
    if (!rules) return;
    try {
      const progress = await this.settings.campaigns.record(this.game, play.options, this.group, result, play.id);
      if (progress && this.play === play && (this.life.phase === 'lobby' || this.life.phase === 'over'))
        this.options = rules.atLevel(this.options, progress.level);
    } catch (error) {
      this.settings.log(
        `table ${this.room}: the campaign's progress could not be saved after match ${play.id}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
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
    // Somebody who had not read the round's scoring went away: the others need not wait for them.
    if (this.allReady()) return this.endPause(true);
    this.broadcastLobby();
    this.play?.wake();
  }

  async stop(): Promise<void> {
    this.endPause(false);
    this.away.clearAll();
    await this.play?.stop();
  }

  // ------------------------------------------------------------------ saving

  meta(): TableMeta {
    return tableMeta(this);
  }

  /** During a match the save records who sits where, so that tokens still work after a restart. */
  private async saveMeta(): Promise<void> {
    const play = this.life.play;
    if (!play || this.life.phase !== 'playing' || play.halted) return;
    await play.saveTable(this.meta() as unknown as Json);
  }

  /** Rebuilds the table of a saved open match: everybody is away until they reconnect with their token. */
  static restore(saved: OpenMatch, game: AnyGameModule, settings: TableSettings, roomFor: (saved: string) => string = (room) => room): Table {
    const meta = parseTableMeta(saved.table);
    const options = game.parseOptions(saved.log.options);
    if (meta.seats.length !== options.players) throw new Error(`the table has ${meta.seats.length} seats for ${options.players} players`);
    const { seats, members, owner } = seatingOf(meta, memberId, (record) => seatOfRecord(settings.secret, record));
    const table = new Table(roomFor(meta.room), game, options, seats, meta.substitute, settings, null, meta.group ?? DEFAULT_GROUP);
    for (const m of members) table.members.add(m);
    table.owner = owner;
    table.locked = meta.locked;
    const play = table.newPlay({ id: saved.id, journal: saved.journal, seed: saved.log.seed, entries: saved.log.moves });
    table.life.resume(play, play.result !== null);
    // A match that ended just before the host stopped may not have reached its campaign yet.
    if (play.result && game.campaign) void table.finished(play, play.result, null);
    for (const m of members) if (m.seat !== null) table.away.start(m);
    return table;
  }
}

/** The lobby's campaign field: present only for a game with a campaign. */
function campaignField(campaign: CampaignInfo | undefined): { campaign?: CampaignInfo } {
  return campaign ? { campaign } : {};
}
