/**
 * A replay's controls: the step it stands on, whose hand shows (nobody's, one seat's or every
 * seat's: a finished match has no secrets), playing at a chosen speed, and the keys for all of it.
 * The keys are the same in every game: one handler on the window, so they work wherever the focus
 * is (the bar, the table, or nowhere at all, as right after the replay opens), and no board's own
 * keys or the menus' arrow keys take them first. The shell draws the frame this gives it, puts the
 * controls in its bar and the log lines in its log.
 */
import type { Card } from '../../../shared/cards';
import type { Viewer } from '../../../shared/engine/types';
import type { AppContext } from './context';
import { h } from '../ui/dom';
import type { BoardSpec, Frame } from './board';
import { cardName, frameNames, seatName } from './model';
import type { PanelQueue } from './panelQueue';
import { handFace } from './phone';
import type { ReplayTimeline } from './replay';

/** The speeds of "Abspielen", as multiples of one step every STEP_MS. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
const STEP_MS = 700;

/** Whose hand a replay shows: nobody's (the table), one seat's, or every seat's. */
export type Shown = Viewer | 'all';

/** What the controls need of the table shell. */
export interface ReplayHost {
  readonly ctx: AppContext;
  readonly spec: BoardSpec;
  readonly panels: PanelQueue;
  readonly hud: HTMLElement;
  /** The frame the table shows now (null before the first). */
  frameNow(): Frame | null;
  /** Draws the table (and the bar) anew for the step and the hand now chosen. */
  refresh(): void;
  refreshHud(): void;
  /** Leaves the replay. */
  close(): void;
}

export class ReplayControls {
  private step = 0;
  private shown: Shown = 'table';
  private speed = 1;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Each step's log lines, read once from the table's view of consecutive steps. */
  private readonly lines: string[][];
  /** Every seat's hand, face up, when "all" is chosen (the shell puts it at the head of the log's column). */
  readonly hands = h('ol', { className: 'replay-hands', hidden: true });
  private readonly onKey = (e: KeyboardEvent): void => this.key(e);

  constructor(
    private readonly host: ReplayHost,
    readonly replay: ReplayTimeline,
  ) {
    this.lines = this.readLog();
    this.hands.setAttribute('aria-label', host.ctx.tr('replays.allHands'));
    window.addEventListener('keydown', this.onKey, true);
  }

  destroy(): void {
    this.stop();
    window.removeEventListener('keydown', this.onKey, true);
  }

  /** The frame of the step and hand chosen; with "all", the table's, and every seat's hand in `hands`. */
  frame(): Frame {
    const replay = this.replay;
    const viewer = viewerOf(this.shown);
    const message = replay.message(this.step, viewer);
    this.drawHands();
    return {
      message,
      seats: replay.seats,
      names: frameNames(this.host.ctx.settings.lang, replay.seats),
      hideHand: viewer === 'table',
      replay: true,
      held: false,
      owner: false,
      matchId: replay.id,
      campaign: null,
    };
  }

  /** The log up to the step shown (its last 200 lines). */
  logLines(): string[] {
    return this.lines
      .slice(0, this.step + 1)
      .flat()
      .slice(-200);
  }

  /** The controls in the bar: where the replay stands, the steps, playing and its speed, whose hand, closing. */
  bar(): HTMLElement[] {
    const tr = this.host.ctx.tr;
    const replay = this.replay;
    const button = (key: string, label: string, keys: string, action: () => void, disabled = false): HTMLButtonElement =>
      h('button', { type: 'button', disabled, title: `${label} (${keys})`, 'data-key': `replay-${key}`, onclick: action }, label);
    const who = h(
      'select',
      {
        'aria-label': tr('replays.seat'),
        onchange: (e: Event) => this.show(parseShown((e.target as HTMLSelectElement).value)),
      },
      h('option', { value: 'table', selected: this.shown === 'table' }, tr('replays.noHand')),
      ...replay.seats.map((s) => h('option', { value: String(s.seat), selected: this.shown === s.seat }, seatName(this.host.ctx.settings.lang, s, s.seat))),
      h('option', { value: 'all', selected: this.shown === 'all' }, tr('replays.everybody')),
    );
    const speed = h(
      'select',
      {
        className: 'replay-speed',
        'aria-label': tr('replays.speed'),
        title: `${tr('replays.speed')} (${tr('replays.keys.speed')})`,
        onchange: (e: Event) => this.setSpeed(Number((e.target as HTMLSelectElement).value)),
      },
      ...REPLAY_SPEEDS.map((s) => h('option', { value: String(s), selected: s === this.speed }, this.speedText(s))),
    );
    return [
      h('span', { className: 'round replay-step' }, tr('replays.step', { index: this.step, count: replay.last })),
      h('span', { className: 'spacer' }),
      button('first', tr('replays.first'), tr('replays.keys.home'), () => this.go(0), this.step === 0),
      button('prev', tr('replays.prev'), '←', () => this.go(this.step - 1), this.step === 0),
      button('play', tr(this.timer ? 'replays.pause' : 'replays.play'), tr('replays.keys.space'), () => this.togglePlay()),
      button('next', tr('replays.next'), '→', () => this.go(this.step + 1), this.step === replay.last),
      button('last', tr('replays.last'), tr('replays.keys.end'), () => this.go(replay.last), this.step === replay.last),
      h('label', {}, tr('replays.speed'), ' ', speed),
      h('label', {}, tr('replays.seat'), ' ', who),
      button('close', tr('replays.close'), 'Esc', () => this.host.close()),
    ];
  }

  /** The keys, in words, for the foot of the log. */
  legend(): HTMLElement {
    const tr = this.host.ctx.tr;
    return h('p', { className: 'replay-keys' }, tr('replays.keys'));
  }

  /** Puts the focus on the play button (the first buttons are disabled at the start). */
  focus(): void {
    this.host.hud.querySelector<HTMLElement>('[data-key="replay-play"]')?.focus();
  }

  private speedText(speed: number): string {
    return `${speed.toLocaleString(this.host.ctx.settings.lang)}×`;
  }

  private show(shown: Shown): void {
    this.shown = shown;
    this.host.refresh();
  }

  private key(e: KeyboardEvent): void {
    // A panel over the table (a round's scoring, the result, the rules) has the keys.
    if (this.host.panels.busy || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target;
    const field = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
    // A list keeps the keys it moves through its choices with (up, down, first, last).
    const list = target instanceof HTMLSelectElement;
    let act: (() => void) | null = null;
    switch (e.key) {
      case 'ArrowRight':
        act = () => this.go(this.step + 1);
        break;
      case 'ArrowLeft':
        act = () => this.go(this.step - 1);
        break;
      case ' ':
        act = () => this.togglePlay();
        break;
      case 'Home':
        if (!list) act = () => this.go(0);
        break;
      case 'End':
        if (!list) act = () => this.go(this.replay.last);
        break;
      case '+':
      case '=':
        act = () => this.changeSpeed(1);
        break;
      case '-':
      case '_':
        act = () => this.changeSpeed(-1);
        break;
      case 'Escape':
        if (!list) act = () => this.host.close();
        break;
      default:
        break;
    }
    if (!act || field) return;
    e.preventDefault();
    e.stopPropagation();
    act();
  }

  private go(step: number): void {
    const replay = this.replay;
    const next = Math.max(0, Math.min(replay.last, step));
    if (next === this.step) return;
    const forward = next === this.step + 1;
    this.step = next;
    // A replay shows the panels of the step it stands on: stepping on or back closes the last one's.
    this.host.panels.drop(['round', 'result']);
    this.host.refresh();
    // One step forward opens what the chart announced there (a round's scoring, the result); so
    // does a jump to the end, as the live table does at the match's end: the last round's scoring, then the result.
    if (forward || next === replay.last) this.phasePanels();
    // The button that had the focus may be disabled now (the first step, the last): the play button takes it.
    const active = document.activeElement;
    if (!this.host.panels.busy && (active === null || active === document.body || (active instanceof HTMLButtonElement && active.disabled))) this.focus();
  }

  /**
   * The board's panels for the phases of the step the replay stands on, read the way a live table
   * reads them: the scoring of the round scored there, then the result (the end's is only at the end).
   */
  private phasePanels(): void {
    const now = this.host.frameNow();
    if (!now) return;
    const replay = this.replay;
    const here = replay.message(this.step, 'table');
    if (here.phases.length === 0) return;
    const round = here.phases.includes('roundOver') ? this.host.spec.roundPanel?.(this.host.ctx, now, here.rounds - 1) : null;
    if (round) this.host.panels.push(round);
    const prev: Frame = { ...now, message: replay.message(Math.max(0, this.step - 1), viewerOf(this.shown)) };
    for (const event of this.host.spec.events(this.host.ctx, prev, now, here.phases)) if (event.kind === 'panel') this.host.panels.push(event.panel);
  }

  private togglePlay(): void {
    if (this.timer) this.stop();
    else {
      if (this.step >= this.replay.last) this.go(0);
      this.start();
    }
    this.host.refreshHud();
    this.focus();
  }

  private start(): void {
    this.timer = setInterval(() => {
      if (this.step >= this.replay.last) {
        this.stop();
        this.host.refreshHud();
      }
      // A round's scoring waits to be read, as at the table: the replay plays on once it is closed.
      else if (!this.host.panels.busy) this.go(this.step + 1);
    }, STEP_MS / this.speed);
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private setSpeed(speed: number): void {
    if (!(REPLAY_SPEEDS as readonly number[]).includes(speed)) return;
    this.speed = speed;
    // Playing on at the new speed.
    if (this.timer) {
      this.stop();
      this.start();
    }
    this.host.refreshHud();
  }

  /** One speed faster (+1) or slower (-1), staying within the speeds offered. */
  private changeSpeed(by: 1 | -1): void {
    const at = REPLAY_SPEEDS.indexOf(this.speed as (typeof REPLAY_SPEEDS)[number]);
    const next = REPLAY_SPEEDS[Math.max(0, Math.min(REPLAY_SPEEDS.length - 1, at + by))];
    if (next !== undefined) this.setSpeed(next);
  }

  private drawHands(): void {
    if (this.shown !== 'all') {
      this.hands.hidden = true;
      this.hands.replaceChildren();
      return;
    }
    const lang = this.host.ctx.settings.lang;
    const tr = this.host.ctx.tr;
    this.hands.hidden = false;
    this.hands.replaceChildren(
      ...this.replay.seats.map((s) => {
        const hand = handOf(this.replay.message(this.step, s.seat).view);
        const name = seatName(lang, s, s.seat);
        return h(
          'li',
          { className: 'replay-hand', 'aria-label': `${name}: ${hand.length > 0 ? hand.map((c) => cardName(lang, c)).join(', ') : tr('replays.emptyHand')}` },
          h('strong', {}, name),
          h(
            'span',
            { className: 'replay-hand-cards' },
            ...(hand.length > 0 ? hand.map((c) => handFace(lang, c, 'small')) : [h('em', {}, tr('replays.emptyHand'))]),
          ),
        );
      }),
    );
  }

  private readLog(): string[][] {
    const replay = this.replay;
    const ctx = this.host.ctx;
    const lines: string[][] = [];
    let prev: Frame | null = null;
    for (let step = 0; step <= replay.last; step++) {
      const message = replay.message(step, 'table');
      const frame: Frame = {
        message,
        seats: replay.seats,
        names: frameNames(ctx.settings.lang, replay.seats),
        hideHand: true,
        replay: true,
        held: false,
        owner: false,
        matchId: replay.id,
        campaign: null,
      };
      lines.push(this.host.spec.events(ctx, prev, frame, message.phases).flatMap((e) => (e.kind === 'log' ? [e.text] : [])));
      prev = frame;
    }
    return lines;
  }
}

function parseShown(value: string): Shown {
  if (value === 'all' || value === 'table') return value;
  return Number(value);
}

function viewerOf(shown: Shown): Viewer {
  return shown === 'all' ? 'table' : shown;
}

/** A seat's hand in its view (every game's view names it `hand`). */
function handOf(view: unknown): Card[] {
  const hand = typeof view === 'object' && view !== null ? (view as { hand?: unknown }).hand : null;
  return Array.isArray(hand) ? (hand as Card[]) : [];
}
