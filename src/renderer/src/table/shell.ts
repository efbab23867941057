/**
 * The one table shell every game is played and replayed in. It picks whose view this device shows
 * (the one person here, the hot-seat player whose turn it is, or the table screen; in a replay the
 * hand chosen in the bar) and wires its parts: the bar (bar.ts), the log (tableLog.ts), the
 * pass-the-device screen (passScreen.ts), the queue of panels, the refusal bubble (refusalBubble.ts).
 * It plays the sounds and buzzes, sends moves and hands the board a frame to draw. The board
 * (board.ts) is the only part that knows the game.
 */
import type { ChartPhase } from '../../../shared/engine/chart';
import { ProtocolError } from '../../../shared/net/client';
import { PhaseSchema } from '../../../shared/net/protocol';
import type { AppContext } from './context';
import type { Place, TableSession } from '../app/session';
import { h } from '../ui/dom';
import type { Board, BoardHost, BoardSpec, Frame, Panel, PanelAction, TableEvent } from './board';
import type { ClientCatalog } from './games';
import { logWidth } from './layout';
import { frameNames } from './model';
import { togetherHere } from './handover';
import { PanelQueue } from './panelQueue';
import { drives, resultActions, roundActions, roundNote } from './phoneControls';
import { RoundPanels } from './roundPanels';
import { errorText, refusalText } from './refusal';
import { rulesPanel } from './rules';
import { askToLeave } from './leave';
import type { ReplayTimeline } from './replay';
import { ReplayControls } from './replayControls';
import { TableBar, tvJoin } from './bar';
import { TableLog } from './tableLog';
import { PassScreen } from './passScreen';
import { showRefusal } from './refusalBubble';

export type ShellMode = { kind: 'live'; session: TableSession } | { kind: 'replay'; replay: ReplayTimeline; back: () => void };

/** A phone: one seat held on a narrow screen or a touch screen in portrait. */
function phoneLayout(mode: ShellMode): boolean {
  if (mode.kind !== 'live' || mode.session.seated.length !== 1) return false;
  return window.matchMedia('(max-width: 760px), (orientation: portrait) and (pointer: coarse)').matches;
}

export class TableShell implements BoardHost {
  readonly phone: boolean;
  readonly logPanel: HTMLElement;
  logOpen: boolean;
  private readonly root: HTMLElement;
  /** The bar (bar.ts), the log (tableLog.ts) and the hot-seat pass screen (passScreen.ts). */
  private readonly bar: TableBar;
  private readonly log: TableLog;
  private readonly pass: PassScreen;
  private readonly overlay: HTMLElement;
  private readonly panels: PanelQueue;
  /** A live table's round scoring, shown while the host holds the round's end (roundPanels.ts). */
  private readonly roundPanels: RoundPanels;
  private readonly spec: BoardSpec;
  private readonly board: Board;
  private readonly stops: (() => void)[] = [];
  private shown: Place | null = null;
  private last: Frame | null = null;
  private frameNow: Frame | null = null;
  private wasMyTurn = false;
  /** Whether the hand has had the focus once: a table that opens puts it there, not on the page. */
  private handFocused = false;
  /** A replay's step, hand, speed and keys (replayControls.ts); null at a live table. */
  private readonly replay: ReplayControls | null = null;
  /**
   * The phases the host announced, by log index, as any place at this device heard them: in
   * hot-seat the shown place's view may skip a step another place saw, and its round's end must
   * still open the scoring. Taken out once the table has shown that step.
   */
  private readonly marks = new Map<number, readonly ChartPhase[]>();
  /** A board laid out in the DOM places the log itself; the canvas board's log lies over the table's right edge. */
  private dom = false;

  constructor(
    readonly ctx: AppContext,
    private readonly mode: ShellMode,
    /** The games' client modules (the renderer's catalog): this table's board and rules example, and the games to go on to. */
    private readonly games: ClientCatalog,
  ) {
    const game = mode.kind === 'live' ? mode.session.game : mode.replay.game.id;
    const spec = games.find(game)?.board;
    if (!spec) throw new Error(`no board for ${game}`);
    this.spec = spec;
    this.phone = phoneLayout(mode);
    // Open where there is room beside the table; a portrait screen opens it over the table when asked.
    this.logOpen = (window.innerWidth >= 1100 && window.innerWidth >= window.innerHeight) || mode.kind === 'replay';
    this.log = new TableLog(() => ctx.settings.lang, ctx.tr('log.title'));
    this.logPanel = this.log.panel;
    this.overlay = h('div', { className: 'overlay-host' });
    this.root = h('div', { className: 'table-shell' });
    ctx.ui.replaceChildren(this.root);
    document.body.classList.add('at-table');
    this.pass = new PassScreen(
      ctx,
      () => this.refresh(),
      () => this.board.focus(),
    );
    this.bar = new TableBar({
      ctx,
      root: this.root,
      board: () => this.board,
      phone: this.phone,
      game,
      session: mode.kind === 'live' ? mode.session : null,
      logOpen: () => this.logOpen,
      handTo: () => this.pass.handTo,
      replayBar: () => this.replay?.bar() ?? [],
      toggleLog: () => this.toggleLog(),
      openRules: () => this.openRules(),
      askToLeave: () => this.askToLeave(),
      handOn: (to) => this.pass.handOn(to),
      refreshHud: () => this.refreshHud(),
    });
    this.board = spec.create(this);
    this.root.append(...this.board.elements);
    this.dom = this.board.classes.includes('dt-table');
    const dom = this.dom;
    this.logPanel.className = dom ? 'dt-log' : 'log';
    // A board laid out in the DOM keeps a column for the log; the canvas board's covers the table's edge.
    if (dom) this.logOpen = true;
    this.root.className = `table-shell ${this.board.classes}${this.phone ? ' phone' : ''}${ctx.settings.tv ? ' tv' : ''}${mode.kind === 'replay' ? ' replay' : ''}`;
    this.panels = new PanelQueue(
      this.overlay,
      dom ? 'dt-panel' : '',
      (panel) => this.defaultActions(panel),
      () => this.board.focus(),
    );
    this.roundPanels = new RoundPanels(
      this.panels,
      (frame, round) => spec.roundPanel?.(ctx, frame, round) ?? null,
      (round) => (mode.kind === 'live' ? roundActions(ctx, mode.session, round) : []),
      (pause) => roundNote(ctx, pause),
    );
    // The log column's width (layout.ts, the same the canvas board keeps free), for the log and the panels beside it.
    const sizeLog = (): void => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const width = logWidth(window.innerWidth, window.innerHeight, rem);
      this.root.style.setProperty('--log-w', `${width}px`);
      // The bar grows with the root size (a TV's type scales with the screen): the canvas board's log starts below it.
      if (!this.dom && this.bar.el.isConnected) this.logPanel.style.top = `${this.bar.el.offsetHeight}px`;
      // Turned to portrait: the canvas table has no column for the log any more, and it would cover the table.
      if (width === 0 && this.logOpen && !this.dom && this.mode.kind === 'live') this.toggleLog();
    };
    sizeLog();
    window.addEventListener('resize', sizeLog);
    this.stops.push(() => window.removeEventListener('resize', sizeLog));
    // Any click, tap or key skips the running animations.
    const skip = (): void => {
      ctx.stage.tweens.finish();
    };
    window.addEventListener('pointerdown', skip, true);
    window.addEventListener('keydown', skip, true);
    this.stops.push(() => {
      window.removeEventListener('pointerdown', skip, true);
      window.removeEventListener('keydown', skip, true);
    });
    if (mode.kind === 'live') {
      this.stops.push(
        mode.session.on((_place, message) => {
          if (message.type === 'emote') this.board.onEmote?.(message);
          if (message.type === 'view' && message.phases.length > 0) this.marks.set(message.index, message.phases);
          if (message.type === 'view' || message.type === 'lobby') this.refresh();
        }),
      );
    } else {
      this.replay = new ReplayControls(
        {
          ctx,
          spec,
          panels: this.panels,
          hud: this.bar.el,
          frameNow: () => this.frameNow,
          refresh: () => this.refresh(),
          refreshHud: () => this.refreshHud(),
          close: () => this.closeReplay(mode.back),
        },
        mode.replay,
      );
      // Every seat's hand, when chosen, heads the log's column; the keys stand at its foot.
      this.logPanel.prepend(this.replay.hands);
      this.logPanel.append(this.replay.legend());
    }
    if (mode.kind === 'live' && ctx.settings.tv) this.root.append(tvJoin(ctx, mode.session));
    this.refresh();
    this.replay?.focus();
  }

  destroy(): void {
    this.replay?.destroy();
    for (const stop of this.stops) stop();
    this.board.destroy();
    document.body.classList.remove('at-table');
  }

  // ------------------------------------------------------------------ BoardHost

  get hudHeight(): number {
    return this.bar.el.offsetHeight;
  }

  get covered(): boolean {
    return this.panels.busy;
  }

  get seatedHere(): readonly { seat: number; name: string }[] {
    const seated = this.mode.kind === 'live' ? this.mode.session.seated : [];
    return seated.length > 1 ? seated.flatMap((p) => (p.seat === null ? [] : [{ seat: p.seat, name: p.name }])) : [];
  }

  async send(move: unknown, at?: Element | null, seats?: readonly number[]): Promise<boolean> {
    const place = this.shown;
    // Where the player acted, measured now: the board redraws its elements before the answer comes.
    const anchor = at ?? (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);
    const box = anchor?.isConnected ? anchor.getBoundingClientRect() : null;
    if (!place || this.mode.kind !== 'live') return false;
    const movers = seats ? togetherHere(this.mode.session.seated, seats) : [place];
    const [first, ...others] = movers ?? [];
    const tokens = others.flatMap((p) => (p.client.state.token ? [p.client.state.token.token] : []));
    if (!first || tokens.length !== others.length) {
      showRefusal(this.root, refusalText(this.ctx.settings.lang, 'net.notYourSeat', {}, ''), box);
      return false;
    }
    try {
      await first.client.move(move, tokens);
      return true;
    } catch (error) {
      if (error instanceof ProtocolError && error.code === 'net.disconnected') return false;
      showRefusal(this.root, errorText(this.ctx.settings.lang, error), box);
      return false;
    }
  }

  explain(text: string, at: Element | null): void {
    showRefusal(this.root, text, at?.isConnected ? at.getBoundingClientRect() : null);
  }

  emote(emote: string): void {
    try {
      this.shown?.client.send({ type: 'emote', emote });
    } catch {
      // Not connected: the callout is lost, as a shout in a noisy room.
    }
  }

  toggleClass(name: string, on: boolean): void {
    this.root.classList.toggle(name, on);
  }

  private redraw(): void {
    const frame = this.frameNow;
    if (frame) this.board.render(frame);
  }

  private refreshHud(): void {
    if (this.frameNow) this.bar.draw(this.frameNow);
  }

  vibrate(pattern: number | number[]): void {
    // A browser refuses (and complains of) a vibration before the person has touched the page, as after a reload.
    const touched = navigator.userActivation?.hasBeenActive ?? true;
    if (this.phone && this.ctx.settings.vibrate && 'vibrate' in navigator && touched) navigator.vibrate(pattern);
  }

  // ------------------------------------------------------------------ whose view, and drawing it

  private liveFrame(session: TableSession): { frame: Frame; pass: Place | null } | null {
    const { place, hideHand, pass, handTo } = this.pass.pick(session, this.shown);
    const message = place.client.state.view;
    const lobby = session.lobby;
    if (!message || !lobby || !this.spec.accepts(message.view)) return null;
    this.shown = place;
    this.pass.handTo = message.result === null ? handTo : null;
    const seats = lobby.table.seats;
    return {
      frame: {
        message,
        seats,
        names: frameNames(this.ctx.settings.lang, seats),
        hideHand,
        replay: false,
        held: lobby.table.pause !== null,
        owner: drives(lobby),
        matchId: lobby.table.match?.id ?? '',
        campaign: lobby.table.campaign ?? null,
      },
      pass,
    };
  }

  private refresh(): void {
    let frame: Frame;
    let pass: Place | null = null;
    if (this.mode.kind === 'live') {
      const live = this.liveFrame(this.mode.session);
      if (!live) return;
      frame = live.frame;
      pass = live.pass;
    } else if (this.replay) {
      frame = this.replay.frame();
    } else return;
    const index = frame.message.index;
    const lastIndex = this.last?.message.index ?? -1;
    if (this.mode.kind === 'live') {
      // A new match at this table (the owner started another, Kerkerhatz's next level): a fresh start,
      // log and panels alike. Each start has its own id; the first view of it need not be its first step.
      if (this.last && frame.matchId !== this.last.matchId && frame.message.result === null) {
        this.last = null;
        this.marks.clear();
        this.log.clear();
        this.panels.drop(['round', 'result']);
      }
      // The round's scoring the host holds the table at, before the step's own events: the match's result follows the last round's.
      const session = this.mode.session;
      this.roundPanels.update(
        frame,
        session.lobby?.table.pause ?? null,
        session.seated.flatMap((p) => (p.seat === null ? [] : [p.seat])),
      );
      if (!this.last || index > lastIndex) {
        this.apply(this.spec.events(this.ctx, this.last, frame, this.phasesUpTo(this.last === null ? -1 : lastIndex, frame)));
        this.last = frame;
      }
    } else {
      this.showReplayLog();
      this.last = frame;
    }
    this.frameNow = frame;
    // A new match drops the last one's panels above; a replay drops them when it moves off their step (`go`).
    this.turnCue(frame);
    // The bar first: boards are laid out below it.
    this.bar.draw(frame);
    const active = document.activeElement;
    const held = active instanceof HTMLElement && this.board.elements.some((el) => el.contains(active)) ? (active.dataset.key ?? '') : null;
    this.board.render(frame);
    if (held !== null && !this.root.contains(document.activeElement)) this.refocus(held);
    if (!this.dom && !this.logPanel.isConnected) this.root.append(this.logPanel);
    this.logPanel.hidden = !this.logOpen;
    if (!this.dom) this.logPanel.style.top = `${this.bar.el.offsetHeight}px`;
    // Moved only when something came after it: moving it would take the focus out of an open panel.
    if (this.root.lastElementChild !== this.overlay) this.root.append(this.overlay);
    this.panels.passScreen(pass && !frame.message.result ? this.pass.panel(pass) : null);
    this.focusHandOnOpen();
  }

  /**
   * A board that drew its elements anew took the focus with them: it goes back to the element of
   * the same key, else (the hero choice is over, the card was played) to the hand.
   */
  private refocus(key: string): void {
    const again = key ? this.root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`) : null;
    if (again) again.focus();
    else if (!this.panels.busy) this.board.focus();
  }

  /** When the table first shows a hand, the focus goes to its first playable card (no eight Tabs past the bar). */
  private focusHandOnOpen(): void {
    if (this.handFocused || this.mode.kind !== 'live' || this.panels.busy) return;
    const active = document.activeElement;
    if (active && active !== document.body && this.root.contains(active)) {
      this.handFocused = true;
      return;
    }
    this.board.focus();
    this.handFocused = document.activeElement !== null && document.activeElement !== document.body;
  }

  private turnCue(frame: Frame): void {
    const mine = frame.message.legal.length > 0 && !frame.hideHand;
    if (mine && !this.wasMyTurn) {
      this.ctx.sound.play('turn');
      this.vibrate(120);
    }
    this.wasMyTurn = mine;
  }

  /**
   * The phases of the steps after `after` up to the frame's: its own (also what a device that just
   * connected hears of the step the table stands at) and any another place heard in between.
   */
  private phasesUpTo(after: number, frame: Frame): ChartPhase[] {
    const seen = new Set<ChartPhase>();
    for (const [index, phases] of [...this.marks].sort(([a], [b]) => a - b)) {
      if (index > frame.message.index) continue;
      if (index > after) for (const phase of phases) seen.add(phase);
      this.marks.delete(index);
    }
    for (const phase of frame.message.phases) seen.add(phase);
    // In the order a step reaches them: a round is scored before the match ends, so its panel comes first.
    return PhaseSchema.options.filter((phase) => seen.has(phase));
  }

  private apply(events: TableEvent[]): void {
    for (const event of events) {
      switch (event.kind) {
        case 'log':
          this.log.add(event.text);
          break;
        case 'sound':
          this.ctx.sound.play(event.sound);
          break;
        case 'vibrate':
          this.vibrate(event.pattern);
          break;
        case 'panel':
          this.panels.push(event.panel);
          break;
        default: {
          const never: never = event;
          throw new Error(`unknown table event ${JSON.stringify(never)}`);
        }
      }
    }
  }

  // ------------------------------------------------------------------ the bar

  /** Leaving a live table asks once (table/leave.ts). */
  private askToLeave(): void {
    const names = this.mode.kind === 'live' ? this.mode.session.seated.map((p) => p.name) : [];
    askToLeave(this.ctx, this.root, names, () => this.ctx.home());
  }

  private toggleLog(): void {
    this.logOpen = !this.logOpen;
    this.logPanel.hidden = !this.logOpen;
    this.refreshHud();
    this.redraw();
  }

  // ------------------------------------------------------------------ panels

  private defaultActions(panel: Panel): PanelAction[] {
    const tr = this.ctx.tr;
    if (panel.kind === 'round') return [{ label: tr('round.continue'), primary: true }];
    if (this.mode.kind === 'replay') return [{ label: tr('replays.closeResult'), primary: true }];
    return resultActions(this.ctx, this.games, this.mode.session, panel, this.phone, (next) => this.panels.push(next));
  }

  /** The game's rules over the table (rules.ts); closing them puts the focus back on the rules button. */
  private openRules(): void {
    const game = this.mode.kind === 'live' ? this.mode.session.game : this.mode.replay.game.id;
    const live = this.mode.kind === 'live' && this.frameNow !== null && this.frameNow.message.result === null;
    const focusBack = (): void => {
      if (!this.panels.busy) this.bar.el.querySelector<HTMLElement>('.rules-button')?.focus();
    };
    this.panels.showNow(rulesPanel(this.ctx, game, this.games.find(game), live, focusBack));
  }

  // ------------------------------------------------------------------ replays

  private closeReplay(back: () => void): void {
    this.destroy();
    back();
  }

  private showReplayLog(): void {
    if (this.replay) this.log.show(this.replay.logLines());
  }
}
