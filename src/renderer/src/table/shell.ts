/**
 * The one table shell every game is played and replayed in. It picks whose view this device shows
 * (the one person here, the hot-seat player whose turn it is, or the table screen; in a replay the
 * hand chosen in the bar), keeps the pass-the-device screen, the bar, the log and the queue of
 * panels, plays the sounds and buzzes, sends moves and explains a refusal where the player acted,
 * and hands the board a frame to draw. The board (board.ts) is the only part that knows the game.
 */
import type { ChartPhase } from '../../../shared/engine/chart';
import { ProtocolError } from '../../../shared/net/client';
import { PhaseSchema } from '../../../shared/net/protocol';
import type { AppContext } from './context';
import { isFullscreen, setFullscreen } from '../app/bridge';
import type { Place, TableSession } from '../app/session';
import { joinLink } from '../app/net';
import { h } from '../ui/dom';
import { qrSvg } from '../ui/qr';
import type { Board, BoardHost, BoardSpec, Frame, Panel, PanelAction, TableEvent } from './board';
import type { ClientCatalog } from './games';
import { logWidth } from './layout';
import { frameNames } from './model';
import { pickPlace, togetherHere, type Pick } from './handover';
import { PanelQueue } from './panelQueue';
import { drives, resultActions, roundActions, roundNote, vipMark } from './phoneControls';
import { RoundPanels } from './roundPanels';
import { errorText, refusalText } from './refusal';
import { rulesBody } from './rules';
import { askToLeave } from './leave';
import type { ReplayTimeline } from './replay';
import { ReplayControls } from './replayControls';

export type ShellMode = { kind: 'live'; session: TableSession } | { kind: 'replay'; replay: ReplayTimeline; back: () => void };

/** A phone: one seat held on a narrow screen or a touch screen in portrait. */
function phoneLayout(mode: ShellMode): boolean {
  if (mode.kind !== 'live' || mode.session.seated.length !== 1) return false;
  return window.matchMedia('(max-width: 760px), (orientation: portrait) and (pointer: coarse)').matches;
}

const REFUSAL_MS = 4000;

export class TableShell implements BoardHost {
  readonly phone: boolean;
  readonly logPanel: HTMLElement;
  logOpen: boolean;
  private readonly root: HTMLElement;
  private readonly hud: HTMLElement;
  /** A phone's line under the bar: the round and its own points, and the score sheet on a tap. */
  private readonly phoneLine = h('div', { className: 'phone-line' });
  private scoresOpen = false;
  private readonly logList: HTMLElement;
  private readonly overlay: HTMLElement;
  private readonly panels: PanelQueue;
  /** A live table's round scoring, shown while the host holds the round's end (roundPanels.ts). */
  private readonly roundPanels: RoundPanels;
  private readonly spec: BoardSpec;
  private readonly board: Board;
  private readonly stops: (() => void)[] = [];
  private shown: Place | null = null;
  /** The hot-seat player who confirmed the pass screen and may see their hand. */
  private confirmed: Place | null = null;
  /** The hot-seat person holding the device while several seated here may act at once (handover.ts). */
  private holder: Place | null = null;
  /** Whom the holder may hand the device to now, shown as a button in the bar. */
  private handTo: Place | null = null;
  private last: Frame | null = null;
  private frameNow: Frame | null = null;
  private wasMyTurn = false;
  /** Whether the hand has had the focus once: a table that opens puts it there, not on the page. */
  private handFocused = false;
  private logScroll = false;
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
    this.hud = h('header', { className: 'hud' });
    this.logList = h('ol', { className: 'log-list' });
    this.logPanel = h('aside', { className: 'log', 'aria-label': ctx.tr('log.title') }, h('h2', {}, ctx.tr('log.title')), this.logList);
    this.overlay = h('div', { className: 'overlay-host' });
    this.root = h('div', { className: 'table-shell' });
    ctx.ui.replaceChildren(this.root);
    document.body.classList.add('at-table');
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
      if (!this.dom && this.hud.isConnected) this.logPanel.style.top = `${this.hud.offsetHeight}px`;
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
          hud: this.hud,
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
    if (mode.kind === 'live' && ctx.settings.tv) this.root.append(this.tvJoin(mode.session));
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
    return this.hud.offsetHeight;
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
      this.bubble(refusalText(this.ctx.settings.lang, 'net.notYourSeat', {}, ''), box);
      return false;
    }
    try {
      await first.client.move(move, tokens);
      return true;
    } catch (error) {
      if (error instanceof ProtocolError && error.code === 'net.disconnected') return false;
      this.bubble(errorText(this.ctx.settings.lang, error), box);
      return false;
    }
  }

  explain(text: string, at: Element | null): void {
    this.bubble(text, at?.isConnected ? at.getBoundingClientRect() : null);
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

  /** A refusal's words beside the place the player acted on (in the middle when there is none), read out at once. */
  private bubble(text: string, box: DOMRect | null): void {
    if (!text) return;
    for (const old of this.root.querySelectorAll('.refusal')) old.remove();
    const bubble = h('p', { className: 'refusal', role: 'alert' }, text);
    this.root.append(bubble);
    if (box && box.width > 0) {
      const x = Math.min(Math.max(box.left + box.width / 2, 160), window.innerWidth - 160);
      const above = box.top > 90;
      bubble.style.left = `${Math.round(x)}px`;
      bubble.style.top = `${Math.round(above ? box.top - 8 : box.bottom + 8)}px`;
      bubble.classList.add(above ? 'above' : 'below');
    } else {
      bubble.classList.add('centre');
    }
    setTimeout(() => bubble.remove(), REFUSAL_MS);
  }

  private redraw(): void {
    const frame = this.frameNow;
    if (frame) this.board.render(frame);
  }

  private refreshHud(): void {
    if (this.frameNow) this.drawHud(this.frameNow);
  }

  vibrate(pattern: number | number[]): void {
    // A browser refuses (and complains of) a vibration before the person has touched the page, as after a reload.
    const touched = navigator.userActivation?.hasBeenActive ?? true;
    if (this.phone && this.ctx.settings.vibrate && 'vibrate' in navigator && touched) navigator.vibrate(pattern);
  }

  /**
   * The TV's corner during play: the table code in large type and a small QR code of the join
   * link, so that someone whose phone died (or who comes late) finds their way back from the sofa.
   */
  private tvJoin(session: TableSession): HTMLElement {
    const tr = this.ctx.tr;
    const url = joinLink(session.primary.client.state.welcome?.urls ?? [], session.room);
    return h(
      'aside',
      { className: 'tv-join', 'aria-label': tr('tv.join') },
      h('div', { className: 'tv-join-qr' }, qrSvg(url, tr('lobby.qr', { url }))),
      h('p', {}, h('span', {}, tr('tv.join')), h('strong', { className: 'tv-join-code' }, session.room)),
    );
  }

  // ------------------------------------------------------------------ whose view, and drawing it

  /** Whose view to show, whether their hand must stay hidden (hot-seat between turns) and who may take the device next. */
  private pick(session: TableSession): Pick<Place> {
    const toAct = session.primary.client.state.view?.toAct ?? [];
    return pickPlace({ primary: session.primary, seated: session.seated, toAct, shown: this.shown, confirmed: this.confirmed, holder: this.holder });
  }

  private liveFrame(session: TableSession): { frame: Frame; pass: Place | null } | null {
    const { place, hideHand, pass, handTo } = this.pick(session);
    const message = place.client.state.view;
    const lobby = session.lobby;
    if (!message || !lobby || !this.spec.accepts(message.view)) return null;
    this.shown = place;
    this.handTo = message.result === null ? handTo : null;
    const seats = lobby.table.seats;
    return {
      frame: {
        message,
        seats,
        names: frameNames(this.ctx.settings.lang, seats),
        hideHand,
        replay: false,
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
        this.logList.replaceChildren();
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
    this.drawHud(frame);
    const active = document.activeElement;
    const held = active instanceof HTMLElement && this.board.elements.some((el) => el.contains(active)) ? (active.dataset.key ?? '') : null;
    this.board.render(frame);
    if (held !== null && !this.root.contains(document.activeElement)) this.refocus(held);
    if (!this.dom && !this.logPanel.isConnected) this.root.append(this.logPanel);
    this.logPanel.hidden = !this.logOpen;
    if (!this.dom) this.logPanel.style.top = `${this.hud.offsetHeight}px`;
    // Moved only when something came after it: moving it would take the focus out of an open panel.
    if (this.root.lastElementChild !== this.overlay) this.root.append(this.overlay);
    this.panels.passScreen(pass && !frame.message.result ? this.passPanel(pass) : null);
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
          this.log(event.text);
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

  private log(line: string): void {
    this.logList.append(logLine(this.ctx.settings.lang, line));
    while (this.logList.childElementCount > 200) this.logList.firstElementChild?.remove();
    // Scrolled to the newest line in the next frame, with that frame's layout: measuring now would
    // lay out the page once more in the middle of handling the move.
    if (this.logScroll) return;
    this.logScroll = true;
    requestAnimationFrame(() => {
      this.logScroll = false;
      this.logList.scrollTop = this.logList.scrollHeight;
    });
  }

  // ------------------------------------------------------------------ the bar

  private drawHud(frame: Frame): void {
    const tr = this.ctx.tr;
    const button = (label: string, action: () => void, pressed?: boolean): HTMLButtonElement =>
      h('button', { type: 'button', 'aria-pressed': pressed === undefined ? null : String(pressed), onclick: action }, label);
    const title = h('strong', {}, tr(`${this.mode.kind === 'live' ? this.mode.session.game : this.mode.replay.game.id}.name`));
    const extras = this.board.hud(frame);
    // The bar is drawn anew with every view: a button that had the focus gets it back by its key.
    const held =
      document.activeElement instanceof HTMLElement && this.hud.contains(document.activeElement) ? (document.activeElement.dataset.key ?? null) : null;
    const keyed = (key: string, b: HTMLButtonElement): HTMLButtonElement => {
      b.dataset.key = key;
      return b;
    };
    const log = keyed(
      'hud-log',
      button(tr('hud.log'), () => this.toggleLog(), this.logOpen),
    );
    const rules = keyed(
      'hud-rules',
      button(tr('rules.open'), () => this.openRules()),
    );
    rules.classList.add('rules-button');
    rules.setAttribute('aria-haspopup', 'dialog');
    const sound = keyed(
      'hud-sound',
      button(this.ctx.settings.sound ? tr('hud.mute') : tr('hud.unmute'), () => this.toggleSound(), !this.ctx.settings.sound),
    );
    if (this.phone) {
      // The bar of a phone has room for its buttons only: the round, the points, who runs the night and
      // the VIP's "free the seat" buttons (rare: a bot holds somebody's seat) get a line of their own.
      this.drawPhoneLine(frame, [...extras, this.mode.kind === 'live' ? vipMark(this.ctx, this.mode.session.lobby) : null, ...this.freeSeatButtons(keyed)]);
      const full = keyed(
        'hud-full',
        button(tr('hud.fullscreen'), () => void setFullscreen(!isFullscreen())),
      );
      const leave = keyed(
        'hud-leave',
        button(tr('hud.leave'), () => this.askToLeave()),
      );
      this.hud.replaceChildren(title, h('span', { className: 'spacer' }), ...this.handOnButton(keyed), rules, log, sound, full, leave);
      if (!this.hud.isConnected) this.root.prepend(this.hud);
      if (!this.phoneLine.isConnected) this.hud.after(this.phoneLine);
      if (held) this.hud.querySelector<HTMLElement>(`[data-key="${CSS.escape(held)}"]`)?.focus();
      return;
    }
    if (this.mode.kind === 'live') {
      const room = h('span', { className: 'room' }, tr('hud.room', { room: this.mode.session.room }));
      const vip = vipMark(this.ctx, this.mode.session.lobby);
      const full = keyed(
        'hud-full',
        button(tr('hud.fullscreen'), () => void setFullscreen(!isFullscreen())),
      );
      const leave = keyed(
        'hud-leave',
        button(tr('hud.leave'), () => this.askToLeave()),
      );
      this.hud.replaceChildren(
        title,
        ...hudExtras(extras),
        room,
        ...(vip ? [vip] : []),
        h('span', { className: 'spacer' }),
        ...this.handOnButton(keyed),
        ...this.freeSeatButtons(keyed),
        rules,
        log,
        sound,
        full,
        leave,
      );
    } else {
      this.hud.replaceChildren(title, ...hudExtras(extras), ...(this.replay?.bar() ?? []), rules, log);
    }
    this.hud.classList.toggle('replay-bar', this.mode.kind === 'replay');
    if (!this.hud.isConnected) this.root.prepend(this.hud);
    if (held) this.hud.querySelector<HTMLElement>(`[data-key="${CSS.escape(held)}"]`)?.focus();
  }

  /**
   * The table's owner, or the VIP on their phone, frees the seat of somebody who is not connected (a
   * bot holds it): it opens, and whoever joins next sits there under their own name (the host's `kick`).
   */
  private freeSeatButtons(keyed: (key: string, b: HTMLButtonElement) => HTMLButtonElement): HTMLButtonElement[] {
    if (this.mode.kind !== 'live') return [];
    const session = this.mode.session;
    const lobby = session.lobby;
    if (!(lobby?.you.owner || lobby?.you.vip) || lobby.table.phase === 'lobby') return [];
    return lobby.table.seats.flatMap((s) =>
      s.kind === 'person' && s.away && s.name !== null
        ? [keyed(`hud-free-${s.seat}`, h('button', { type: 'button', onclick: () => session.free(s.seat) }, this.ctx.tr('hud.freeSeat', { name: s.name })))]
        : [],
    );
  }

  /** Leaving a live table asks once (table/leave.ts). */
  private askToLeave(): void {
    const names = this.mode.kind === 'live' ? this.mode.session.seated.map((p) => p.name) : [];
    askToLeave(this.ctx, this.root, names, () => this.ctx.home());
  }

  /** The hot-seat holder's "hand to" button while several seated here may act at once; none otherwise. */
  private handOnButton(keyed: (key: string, b: HTMLButtonElement) => HTMLButtonElement): HTMLButtonElement[] {
    const to = this.handTo;
    return to
      ? [
          keyed(
            'hud-hand-on',
            h('button', { type: 'button', className: 'hand-on', onclick: () => this.handOn(to) }, this.ctx.tr('pass.handTo', { name: to.name })),
          ),
        ]
      : [];
  }

  private drawPhoneLine(frame: Frame, extras: (HTMLElement | string | null)[]): void {
    const tr = this.ctx.tr;
    const scores = this.board.scores?.(frame) ?? [];
    const mine = scores.find((s) => s.you);
    const parts: (HTMLElement | string)[] = extras.filter((x): x is HTMLElement | string => x !== null);
    if (mine) parts.push(h('span', { className: 'phone-points' }, `${mine.name}: ${tr('table.points', { n: mine.points })}`));
    if (scores.length === 0) {
      this.phoneLine.replaceChildren(...parts);
      return;
    }
    const sheet = h(
      'ol',
      { className: 'phone-scores', id: 'phone-scores', 'aria-label': tr('phone.scoresTitle'), hidden: !this.scoresOpen },
      ...scores.map((s) => h('li', { className: s.you ? 'you' : '' }, h('span', {}, s.name), h('strong', {}, tr('table.points', { n: s.points })))),
    );
    const toggle = h(
      'button',
      {
        type: 'button',
        'aria-expanded': String(this.scoresOpen),
        'aria-controls': 'phone-scores',
        onclick: () => {
          this.scoresOpen = !this.scoresOpen;
          sheet.hidden = !this.scoresOpen;
          toggle.setAttribute('aria-expanded', String(this.scoresOpen));
        },
      },
      tr('phone.scores'),
    );
    this.phoneLine.replaceChildren(...parts, toggle, sheet);
  }

  private toggleSound(): void {
    this.ctx.settings.sound = !this.ctx.settings.sound;
    this.ctx.saveSettings();
    this.refreshHud();
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

  /**
   * The game's rules over the table, the match going on beneath: a turn-based match waits for the
   * player anyway; a real-time game's clock does not stop, and the panel says so in the game's own
   * words (`<id>.example.clock`: Kerkerhatz's names the time keeper, whose power pauses it). Closing it (Escape too) puts the focus back on the rules button.
   */
  private openRules(): void {
    const tr = this.ctx.tr;
    const game = this.mode.kind === 'live' ? this.mode.session.game : this.mode.replay.game.id;
    const live = this.mode.kind === 'live' && this.frameNow !== null && this.frameNow.message.result === null;
    const note = live
      ? h('p', { className: 'rules-note', role: 'note' }, tr(this.games.find(game)?.game.timing === 'realtime' ? `${game}.example.clock` : 'rules.turnWaits'))
      : null;
    this.panels.showNow({
      kind: 'rules',
      title: tr('rules.title', { game: tr(`${game}.name`) }),
      body: [note, h('div', { className: 'rules-text' }, ...rulesBody(this.ctx, game, this.games.find(game)))],
      actions: [
        { label: tr('rules.close'), primary: true, run: () => (this.panels.busy ? undefined : this.hud.querySelector<HTMLElement>('.rules-button')?.focus()) },
      ],
    });
  }

  private passPanel(place: Place): Panel {
    const tr = this.ctx.tr;
    return {
      kind: 'round',
      title: tr('pass.title', { name: place.name }),
      body: [h('p', {}, tr('pass.text', { name: place.name }))],
      actions: [{ label: tr('pass.ready', { name: place.name }), primary: true, run: () => this.confirm(place) }],
    };
  }

  /** The holder hands the device on: the next person's hand stays hidden behind the pass screen until they confirm. */
  private handOn(to: Place): void {
    this.holder = to;
    this.confirmed = null;
    this.refresh();
  }

  private confirm(place: Place): void {
    this.confirmed = place;
    this.refresh();
    this.board.focus();
  }

  // ------------------------------------------------------------------ replays

  private closeReplay(back: () => void): void {
    this.destroy();
    back();
  }

  private showReplayLog(): void {
    if (!this.replay) return;
    this.logList.replaceChildren(...this.replay.logLines().map((line) => logLine(this.ctx.settings.lang, line)));
    // To the newest line once laid out: a board laid out in the DOM places the log during its render, after this.
    requestAnimationFrame(() => {
      this.logList.scrollTop = this.logList.scrollHeight;
    });
  }
}

/** A line of the log: a sentence, so it starts with a capital letter whatever a placeholder put first ("board 1 (blue) goes past 13"). */
function logLine(lang: string, line: string): HTMLElement {
  return h('li', {}, line.charAt(0).toLocaleUpperCase(lang) + line.slice(1));
}

/** A board's facts for the bar (the round, the match's end): marked so that a narrow window can leave them out and keep its buttons. */
function hudExtras(extras: readonly (HTMLElement | string | null)[]): HTMLElement[] {
  return extras
    .filter((x) => x !== null)
    .map((x) => {
      const item = typeof x === 'string' ? h('span', {}, x) : x;
      item.classList.add('hud-extra');
      return item;
    });
}
