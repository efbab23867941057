/**
 * The table's bar: the game, the board's facts, the room and who runs the night, and the buttons
 * (hand on, free a seat, rules, log, sound, full screen, leave; a replay's controls). A phone's bar
 * has room for its buttons only: its facts and the score sheet go on a line of their own below it.
 * The TV's corner with the table code and the join link's QR code is here too.
 */
import { isFullscreen, setFullscreen } from '../app/bridge';
import { joinLink } from '../app/net';
import type { Place, TableSession } from '../app/session';
import { h } from '../ui/dom';
import { qrSvg } from '../ui/qr';
import type { Board, Frame } from './board';
import type { AppContext } from './context';
import { vipMark } from './phoneControls';

type Keyed = (key: string, b: HTMLButtonElement) => HTMLButtonElement;

/** What the bar reads of the shell, and what its buttons ask of it. */
export interface BarHost {
  readonly ctx: AppContext;
  readonly root: HTMLElement;
  board(): Board;
  readonly phone: boolean;
  /** The game's id. */
  readonly game: string;
  /** The live table's session; null in a replay. */
  readonly session: TableSession | null;
  logOpen(): boolean;
  /** Whom the hot-seat holder may hand the device to now. */
  handTo(): Place | null;
  /** A replay's controls for the bar. */
  replayBar(): HTMLElement[];
  toggleLog(): void;
  openRules(): void;
  askToLeave(): void;
  handOn(to: Place): void;
  /** Draws the bar anew with the frame shown. */
  refreshHud(): void;
}

export class TableBar {
  readonly el = h('header', { className: 'hud' });
  /** A phone's line under the bar: the round and its own points, and the score sheet on a tap. */
  private readonly phoneLine = h('div', { className: 'phone-line' });
  private scoresOpen = false;

  constructor(private readonly host: BarHost) {}

  draw(frame: Frame): void {
    const { ctx, root } = this.host;
    const board = this.host.board();
    const tr = ctx.tr;
    const session = this.host.session;
    const button = (label: string, action: () => void, pressed?: boolean): HTMLButtonElement =>
      h('button', { type: 'button', 'aria-pressed': pressed === undefined ? null : String(pressed), onclick: action }, label);
    const title = h('strong', {}, tr(`${this.host.game}.name`));
    const extras = board.hud(frame);
    // The bar is drawn anew with every view: a button that had the focus gets it back by its key.
    const held =
      document.activeElement instanceof HTMLElement && this.el.contains(document.activeElement) ? (document.activeElement.dataset.key ?? null) : null;
    const keyed: Keyed = (key, b) => {
      b.dataset.key = key;
      return b;
    };
    const log = keyed(
      'hud-log',
      button(tr('hud.log'), () => this.host.toggleLog(), this.host.logOpen()),
    );
    const rules = keyed(
      'hud-rules',
      button(tr('rules.open'), () => this.host.openRules()),
    );
    rules.classList.add('rules-button');
    rules.setAttribute('aria-haspopup', 'dialog');
    const sound = keyed(
      'hud-sound',
      button(ctx.settings.sound ? tr('hud.mute') : tr('hud.unmute'), () => this.toggleSound(), !ctx.settings.sound),
    );
    const full = keyed(
      'hud-full',
      button(tr('hud.fullscreen'), () => void setFullscreen(!isFullscreen())),
    );
    const leave = keyed(
      'hud-leave',
      button(tr('hud.leave'), () => this.host.askToLeave()),
    );
    if (this.host.phone) {
      // The bar of a phone has room for its buttons only: the round, the points, who runs the night and
      // the VIP's "free the seat" buttons (rare: a bot holds somebody's seat) get a line of their own.
      this.drawPhoneLine(frame, [...extras, session ? vipMark(ctx, session.lobby) : null, ...this.freeSeatButtons(keyed)]);
      this.el.replaceChildren(title, h('span', { className: 'spacer' }), ...this.handOnButton(keyed), rules, log, sound, full, leave);
      if (!this.el.isConnected) root.prepend(this.el);
      if (!this.phoneLine.isConnected) this.el.after(this.phoneLine);
      if (held) this.el.querySelector<HTMLElement>(`[data-key="${CSS.escape(held)}"]`)?.focus();
      return;
    }
    if (session) {
      const room = h('span', { className: 'room' }, tr('hud.room', { room: session.room }));
      const vip = vipMark(ctx, session.lobby);
      // The facts and the buttons are two groups: where the window is too narrow for both on one line
      // (a portrait desk), the facts take two lines beside the buttons, which keep theirs.
      this.el.replaceChildren(
        h('div', { className: 'hud-facts' }, title, ...hudExtras(extras), room, vip),
        h('div', { className: 'hud-buttons' }, ...this.handOnButton(keyed), ...this.freeSeatButtons(keyed), rules, log, sound, full, leave),
      );
    } else {
      this.el.replaceChildren(title, ...hudExtras(extras), ...this.host.replayBar(), rules, log);
    }
    this.el.classList.toggle('replay-bar', session === null);
    if (!this.el.isConnected) root.prepend(this.el);
    if (held) this.el.querySelector<HTMLElement>(`[data-key="${CSS.escape(held)}"]`)?.focus();
  }

  /**
   * The table's owner, or the VIP on their phone, frees the seat of somebody who is not connected (a
   * bot holds it): it opens, and whoever joins next sits there under their own name (the host's `kick`).
   */
  private freeSeatButtons(keyed: Keyed): HTMLButtonElement[] {
    const session = this.host.session;
    if (!session) return [];
    const lobby = session.lobby;
    if (!(lobby?.you.owner || lobby?.you.vip) || lobby.table.phase === 'lobby') return [];
    return lobby.table.seats.flatMap((s) =>
      s.kind === 'person' && s.away && s.name !== null
        ? [
            keyed(
              `hud-free-${s.seat}`,
              h('button', { type: 'button', onclick: () => session.free(s.seat) }, this.host.ctx.tr('hud.freeSeat', { name: s.name })),
            ),
          ]
        : [],
    );
  }

  /** The hot-seat holder's "hand to" button while several seated here may act at once; none otherwise. */
  private handOnButton(keyed: Keyed): HTMLButtonElement[] {
    const to = this.host.handTo();
    return to
      ? [
          keyed(
            'hud-hand-on',
            h('button', { type: 'button', className: 'hand-on', onclick: () => this.host.handOn(to) }, this.host.ctx.tr('pass.handTo', { name: to.name })),
          ),
        ]
      : [];
  }

  private drawPhoneLine(frame: Frame, extras: (HTMLElement | string | null)[]): void {
    const tr = this.host.ctx.tr;
    const scores = this.host.board().scores?.(frame) ?? [];
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
    this.host.ctx.settings.sound = !this.host.ctx.settings.sound;
    this.host.ctx.saveSettings();
    this.host.refreshHud();
  }
}

/**
 * The TV's corner during play: the table code in large type and a small QR code of the join
 * link, so that someone whose phone died (or who comes late) finds their way back from the sofa.
 */
export function tvJoin(ctx: AppContext, session: TableSession): HTMLElement {
  const tr = ctx.tr;
  const url = joinLink(session.primary.client.state.welcome?.urls ?? [], session.room);
  return h(
    'aside',
    { className: 'tv-join', 'aria-label': tr('tv.join') },
    h('div', { className: 'tv-join-qr' }, qrSvg(url, tr('lobby.qr', { url }))),
    h('p', {}, h('span', {}, tr('tv.join')), h('strong', { className: 'tv-join-code' }, session.room)),
  );
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
