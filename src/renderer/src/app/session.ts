/**
 * The places this device holds at one table: one connection per person sitting here (hot-seat
 * means several), or one for the table screen (the TV). Every place is a protocol client of its own,
 * so the host treats a hot-seat player exactly like a phone on the LAN.
 */
import type { Lang } from '../../../shared/i18n';
import type { HostClient } from '../../../shared/net/client';
import type { HostMessage, HostMessageOf, SeatSpec } from '../../../shared/net/protocol';
import { connect, findSession, forgetSession, hasSessionFor, saveSession, type SavedSession } from './net';

export interface Place {
  name: string;
  /** null: the table screen. */
  seat: number | null;
  client: HostClient;
}

/** A seat as the new-table screen plans it: a person at this device, a bot, or open for someone on the LAN. */
export type SeatPlan = { kind: 'here'; name: string } | { kind: 'bot'; level: string } | { kind: 'open' };

/** Connects each saved place with its token bound to `host`; the places the host took back. */
async function resumePlaces(lang: Lang, host: string, saved: SavedSession['places']): Promise<Place[]> {
  const places: Place[] = [];
  for (const p of saved) {
    const client = connect(p.name, lang, { token: { host, token: p.token } });
    const welcome = await client.ready().catch(() => null);
    if (!welcome?.resumed) {
      client.close();
      continue;
    }
    places.push({ name: p.name, seat: p.seat, client });
  }
  return places;
}

export class TableSession {
  private readonly listeners = new Set<(place: Place, message: HostMessage) => void>();
  private readonly stops: (() => void)[] = [];

  /** The host these places are at, as it greeted us: its id (the tokens are bound to it) and its name. */
  readonly host: { id: string; name: string };

  private constructor(
    readonly places: Place[],
    readonly room: string,
    /** The game the table played when this device came; the lobby names the one it plays now. */
    private readonly firstGame: string,
  ) {
    const greeting = this.primary.client.state.greeting;
    if (!greeting) throw new Error('a table session needs a host that greeted it');
    this.host = { id: greeting.host, name: greeting.name };
    for (const place of places) this.watch(place);
    this.remember();
  }

  /** The table's game (the VIP or the TV may choose another between matches). */
  get game(): string {
    return this.lobby?.table.game ?? this.firstGame;
  }

  /** The connection that opened the table (it may start the match). */
  get primary(): Place {
    return this.places[0] as Place;
  }

  get lobby(): HostMessageOf<'lobby'> | null {
    return this.primary.client.state.lobby;
  }

  /** People sitting at this device (not the table screen). */
  get seated(): Place[] {
    return this.places.filter((p) => p.seat !== null);
  }

  on(handler: (place: Place, message: HostMessage) => void): () => void {
    this.listeners.add(handler);
    return () => this.listeners.delete(handler);
  }

  static async create(
    lang: Lang,
    game: string,
    options: Record<string, boolean | number | string>,
    plans: SeatPlan[],
    screenName: string,
    tv: boolean,
    group?: string,
  ): Promise<TableSession> {
    const seats: SeatSpec[] = plans.map((p) => (p.kind === 'bot' ? { kind: 'bot', level: p.level } : { kind: 'open' }));
    const here = plans.flatMap((p, seat) => (p.kind === 'here' ? [{ name: p.name, seat }] : []));
    const first = tv || here.length === 0 ? { name: screenName, seat: null } : (here.shift() as { name: string; seat: number });
    const client = connect(first.name, lang);
    await client.ready();
    const lobby = await client.create({ game, options, seats, seat: first.seat, ...(group === undefined ? {} : { group }) });
    const places: Place[] = [{ name: first.name, seat: first.seat, client }];
    for (const person of here) {
      const other = connect(person.name, lang);
      await other.ready();
      await other.join(lobby.table.room, { seat: person.seat });
      places.push({ name: person.name, seat: person.seat, client: other });
    }
    return new TableSession(places, lobby.table.room, game);
  }

  static async join(lang: Lang, name: string, room: string, seat?: number): Promise<TableSession> {
    const client = connect(name, lang);
    await client.ready();
    const lobby = await client.join(room, seat === undefined ? {} : { seat });
    return new TableSession([{ name, seat: lobby.you.seat, client }], lobby.table.room, lobby.table.game);
  }

  /**
   * Takes back the places of a saved session with their tokens' proofs; null if the host does not
   * know them. A host that does not know a seat never makes this device forget it: it may be another
   * host with the same id (a copied data folder), and the real one still keeps the seat. Only
   * leaving forgets a seat (and the oldest go when the list is full).
   */
  static async resume(lang: Lang, saved: SavedSession): Promise<TableSession | null> {
    const places = await resumePlaces(lang, saved.host, saved.places);
    return places.length === 0 ? null : new TableSession(places, saved.room, saved.game);
  }

  /**
   * The seats this browser holds at table `room` of the host of this page, however they were taken
   * (the start screen, the join link, a QR code): a reload of the join link lands back in the seat.
   * Null if none are kept or the host no longer knows them.
   */
  static async resumeRoom(lang: Lang, room: string): Promise<TableSession | null> {
    if (!hasSessionFor(room)) return null;
    let saved: SavedSession | null = null;
    // The first place's connection asks for its token once the host said who it is; the host keeps the name it knows.
    const first = connect('-', lang, {
      tokenFor: (host) => {
        saved = findSession(host, room);
        return saved?.places[0]?.token ?? null;
      },
    });
    const welcome = await first.ready().catch(() => null);
    const found = saved as SavedSession | null;
    if (!found) {
      first.close();
      return null;
    }
    if (!welcome?.resumed) {
      first.close();
      return null;
    }
    const [head, ...rest] = found.places;
    const places: Place[] = [{ name: head?.name ?? '-', seat: head?.seat ?? null, client: first }, ...(await resumePlaces(lang, found.host, rest))];
    return new TableSession(places, found.room, found.game);
  }

  /** The owner or the VIP starts (or restarts) the match. */
  start(): void {
    this.primary.client.send({ type: 'start' });
  }

  /** The owner frees a seat whose person is not connected: it opens for whoever joins next. */
  free(seat: number): void {
    this.primary.client.send({ type: 'kick', seat });
  }

  /** The owner or the VIP chooses another game for the next match. */
  chooseGame(game: string): void {
    this.primary.client.send({ type: 'game', game });
  }

  /** The owner or the VIP ends the table for everybody. */
  close(): void {
    this.primary.client.send({ type: 'close' });
  }

  /** The owner or the VIP sets the table's options (as a lobby message lists them: only plain values travel). */
  setOptions(options: Readonly<Record<string, unknown>>): void {
    const plain: Record<string, boolean | number | string> = {};
    for (const [key, value] of Object.entries(options)) {
      if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') plain[key] = value;
    }
    this.primary.client.send({ type: 'options', options: plain });
  }

  /**
   * Leaves the table. Once a match has been played there, the host holds the seats of the people
   * here for them (a bot plays each): this browser keeps those seats, and "Partie fortsetzen" on
   * the start screen (or the join link) takes them back. Before the first match they are let go.
   */
  leave(): void {
    const held = this.lobby !== null && this.lobby.table.phase !== 'lobby' ? this.seated : [];
    for (const stop of this.stops) stop();
    for (const place of this.places) {
      try {
        place.client.send({ type: 'leave' });
      } catch {
        // Already disconnected.
      }
      place.client.close();
    }
    if (held.length > 0) this.remember(held);
    else forgetSession(this.host.id, this.room);
  }

  private watch(place: Place): void {
    this.stops.push(
      place.client.onAny((message) => {
        if (message.type === 'lobby') place.seat = message.you.seat;
        if (message.type === 'joined') this.remember();
        for (const listener of [...this.listeners]) listener(place, message);
      }),
    );
  }

  private remember(kept: readonly Place[] = this.places): void {
    const places = kept.flatMap((p) => {
      const bound = p.client.state.token;
      return bound && bound.host === this.host.id ? [{ name: p.name, token: bound.token, seat: p.seat }] : [];
    });
    if (places.length === 0) return;
    saveSession({ host: this.host.id, hostName: this.host.name, room: this.room, game: this.game, places, at: Date.now() });
  }
}
