/**
 * A finished match as the table shell shows it: every step rebuilt from the log through the game's
 * own chart, as the host ran it (engine/chart.ts `chartSteps`, the host's way back into a saved
 * match too), so each step carries the phases the chart reached there (a round scored, the match
 * over); and for each step and viewer the message the host would have sent then, with no legal
 * moves. The shell draws it with the game's board like a live table.
 */
import { chartSteps, type ChartPhase } from '../../../shared/engine/chart';
import type { MatchLog } from '../../../shared/engine/log';
import type { AnyGameModule } from '../../../shared/engine/module';
import type { Viewer } from '../../../shared/engine/types';
import type { SeatInfo } from '../../../shared/net/protocol';
import { hostBase } from '../app/net';
import type { ViewMessage } from './board';

export interface SavedReplay {
  id: string;
  log: MatchLog;
  table: unknown;
}

/** A finished match's replay from the host of this page; null if the host has none of that id (the match never ended). */
export async function fetchReplay(id: string): Promise<SavedReplay | null> {
  const response = await fetch(new URL(`api/replays/${encodeURIComponent(id)}`, hostBase()));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`replay ${id}: ${response.status}`);
  return (await response.json()) as SavedReplay;
}

export class ReplayTimeline {
  readonly seats: SeatInfo[];
  readonly id: string;
  private readonly states: unknown[] = [];
  private readonly phases: (readonly ChartPhase[])[] = [];
  /** The rounds scored up to each step, as the host counts them for its views. */
  private readonly rounds: number[] = [];
  private readonly messages = new Map<string, ViewMessage>();

  constructor(
    readonly game: AnyGameModule,
    saved: SavedReplay,
  ) {
    const options = game.parseOptions(saved.log.options) as { players: number };
    let rounds = 0;
    for (const step of chartSteps(game.chart, options, saved.log.seed, saved.log.moves)) {
      if (step.phases.includes('roundOver')) rounds++;
      this.states.push(step.state);
      this.phases.push(step.phases);
      this.rounds.push(rounds);
    }
    this.seats = seatInfos(saved.table, options.players);
    this.id = saved.id;
  }

  /** The last step's index (the number of moves). */
  get last(): number {
    return this.states.length - 1;
  }

  /** What the host would have sent `viewer` after `index` moves; the same object each time it is asked for. */
  message(index: number, viewer: Viewer): ViewMessage {
    const key = `${index}:${String(viewer)}`;
    const known = this.messages.get(key);
    if (known) return known;
    const state = this.states[index];
    const message: ViewMessage = {
      type: 'view',
      room: '',
      index,
      view: this.game.view(state, viewer),
      legal: [],
      toAct: [...this.game.toAct(state)],
      result: this.game.result(state),
      phases: [...(this.phases[index] ?? [])],
      rounds: this.rounds[index] ?? 0,
      at: null,
    };
    this.messages.set(key, message);
    return message;
  }
}

/** Who sat where, as the save names them (a bot by its level, as at the table). */
export function seatInfos(table: unknown, players: number): SeatInfo[] {
  const raw = typeof table === 'object' && table !== null ? (table as { seats?: unknown }).seats : null;
  const seats = (Array.isArray(raw) ? raw : []) as { kind?: unknown; name?: unknown; level?: unknown }[];
  return Array.from({ length: players }, (_, seat): SeatInfo => {
    const s = seats[seat] ?? {};
    const kind = s.kind === 'person' ? 'person' : s.kind === 'bot' ? 'bot' : 'open';
    return {
      seat,
      kind,
      name: typeof s.name === 'string' ? s.name : null,
      level: typeof s.level === 'string' ? s.level : null,
      away: false,
      botPlaying: kind === 'bot',
      owner: false,
      vip: false,
    };
  });
}
