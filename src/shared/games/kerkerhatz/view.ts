import type { FrenchCard } from '../../cards';
import type { Seat, Viewer } from '../../engine/types';
import { levelOf } from './campaign';
import { remainingMs } from './clock';
import {
  handSizeOf,
  type ClockStatus,
  type EncounterKind,
  type Hero,
  type KerkerhatzOptions,
  type KerkerhatzState,
  type LossCause,
  type Need,
  type Phase,
  type Played,
  type Tally,
} from './state';

export interface EncounterView {
  card: FrenchCard;
  kind: EncounterKind;
  played: Played[];
  /** What the card still needs; null in the dark (Finsternis): count the played cards yourself. */
  remaining: Need | null;
}

/**
 * What one viewer may know of a Kerkerhatz match: their own hand, the others' hand and pile sizes,
 * and the table. The draw piles and the face-down dungeon are nobody's to see; `table` and
 * `spectator` see no hand.
 */
export interface KerkerhatzView {
  game: 'kerkerhatz';
  viewer: Viewer;
  options: KerkerhatzOptions;
  level: number;
  phase: Phase;
  /** The host time of this view. */
  now: number;
  clock: { status: ClockStatus; elapsedMs: number; limitMs: number | null; remainingMs: number | null };
  revealAt: number | null;
  windowEndsAt: number | null;
  heroes: (Hero | null)[];
  handSize: number;
  hand: FrenchCard[] | null;
  handSizes: number[];
  pileSizes: number[];
  discards: FrenchCard[][];
  /** Face-down dungeon cards still to come (the boss not counted). */
  dungeonLeft: number;
  /** The boss lies face up under the dungeon from the start. */
  boss: FrenchCard;
  bossRevealed: boolean;
  bossPerSuit: number;
  current: EncounterView | null;
  beaten: FrenchCard[];
  spent: FrenchCard[];
  /** Finsternis: no talking, no quick callouts, no count of what the card still needs. */
  dark: boolean;
  collapsePending: Seat[];
  giveUpVotes: boolean[];
  cause: LossCause | null;
  tally: Tally;
}

/**
 * Built once per bot decision, so it copies nothing it can share: the lists and records below are the
 * state's own. A JSON state is an immutable value (match.ts `saved` never changes one), and nobody
 * changes a view in place (a board or a bot that reorders a list copies it first), so sharing them
 * gives the same values as copies would, without the garbage.
 */
export function view(state: KerkerhatzState, viewer: Viewer): KerkerhatzView {
  const own = typeof viewer === 'number' ? state.hands[viewer] : undefined;
  const table = tableOf(state);
  return {
    game: 'kerkerhatz',
    viewer,
    options: state.options,
    level: state.options.level,
    phase: state.phase,
    now: state.now,
    clock: table.clock,
    revealAt: state.revealAt,
    windowEndsAt: state.windowEndsAt,
    heroes: state.heroes,
    handSize: handSizeOf(state.options),
    hand: own ?? null,
    handSizes: table.handSizes,
    pileSizes: table.pileSizes,
    discards: state.discards,
    dungeonLeft: state.dungeon.length,
    boss: state.boss,
    bossRevealed: state.bossRevealed,
    bossPerSuit: levelOf(state.options, state.options.level).bossPerSuit,
    current: table.current,
    beaten: state.beaten,
    spent: state.spent,
    dark: state.dark,
    collapsePending: state.collapsePending,
    giveUpVotes: state.giveUpVotes,
    cause: state.cause,
    tally: state.tally,
  };
}

/** What every viewer of a state sees alike, built for one state and shared by the views of it. */
interface TableParts {
  clock: KerkerhatzView['clock'];
  handSizes: number[];
  pileSizes: number[];
  current: EncounterView | null;
}

/** The last state viewed and its parts: the simulator and the host view one state from every seat in a row. */
let lastState: KerkerhatzState | null = null;
let lastParts: TableParts | null = null;

function tableOf(state: KerkerhatzState): TableParts {
  if (state === lastState && lastParts) return lastParts;
  const current = state.current;
  const parts: TableParts = {
    clock: { status: state.clock.status, elapsedMs: state.clock.elapsed, limitMs: state.clock.limit, remainingMs: remainingMs(state) },
    handSizes: lengths(state.hands),
    pileSizes: lengths(state.piles),
    current: current && { card: current.card, kind: current.kind, played: current.played, remaining: state.dark ? null : current.remaining },
  };
  lastState = state;
  lastParts = parts;
  return parts;
}

function lengths(lists: readonly (readonly FrenchCard[])[]): number[] {
  const out = new Array<number>(lists.length);
  for (let i = 0; i < lists.length; i++) out[i] = (lists[i] as readonly FrenchCard[]).length;
  return out;
}

/** Cards a viewer may not see: every hand but their own, every draw pile, the face-down dungeon. */
export function hiddenCards(state: KerkerhatzState, viewer: Viewer): FrenchCard[] {
  const hidden: FrenchCard[] = [...state.dungeon];
  state.hands.forEach((hand, seat) => {
    if (seat !== viewer) hidden.push(...hand);
  });
  for (const pile of state.piles) hidden.push(...pile);
  return hidden;
}

/** Every card of the match: the hero deck wherever it is, and the dungeon built for the level. */
export function allCards(state: KerkerhatzState): FrenchCard[] {
  const onTable = state.current ? [state.current.card, ...state.current.played.map((p) => p.card)] : [];
  return [
    ...state.hands.flat(),
    ...state.piles.flat(),
    ...state.discards.flat(),
    ...state.spent,
    ...state.dungeon,
    ...(state.bossRevealed ? [] : [state.boss]),
    ...state.beaten,
    ...onTable,
  ];
}
