/**
 * What the DOM tables of Machtkampf and Kerkerhatz share: whose view this device shows, the
 * header, the log, panels, and the phone mode (a phone that holds one seat shows just its hand
 * and actions in portrait; the TV shows the table).
 */
import type { HostMessageOf } from '../../../shared/net/protocol';
import type { AppContext } from '../app/context';
import type { Place, TableSession } from '../app/session';
import { seatName } from '../table/model';
import { h } from '../ui/dom';
import { errorText } from '../app/errors';

export interface GameTable {
  destroy(): void;
}

/** A phone: one seat held on a narrow screen or a touch screen in portrait. */
export function isPhone(session: TableSession): boolean {
  if (session.seated.length !== 1) return false;
  return window.matchMedia('(max-width: 760px), (orientation: portrait) and (pointer: coarse)').matches;
}

export abstract class DomTable implements GameTable {
  protected readonly root: HTMLElement;
  protected readonly hud: HTMLElement;
  protected readonly main: HTMLElement;
  protected readonly overlay: HTMLElement;
  protected readonly logList: HTMLElement;
  protected readonly logPanel: HTMLElement;
  protected readonly phone: boolean;
  protected place: Place;
  /** Hot-seat: the hand stays hidden until the person whose turn it is confirms they hold the device. */
  protected handHidden = false;
  private confirmed: Place | null = null;
  private readonly stops: (() => void)[] = [];

  constructor(
    protected readonly ctx: AppContext,
    protected readonly session: TableSession,
    kind: string,
  ) {
    this.place = session.seated[0] ?? session.primary;
    this.phone = isPhone(session);
    this.hud = h('header', { className: 'hud' });
    this.main = h('div', { className: 'dt-main' });
    this.overlay = h('div', { className: 'overlay-host' });
    this.logList = h('ol', { className: 'log-list' });
    this.logPanel = h('section', { className: 'dt-log', 'aria-label': ctx.tr('log.title') }, h('h2', {}, ctx.tr('log.title')), this.logList);
    this.root = h('div', { className: `dt-table ${kind}${this.phone ? ' phone' : ''}${ctx.settings.tv ? ' tv' : ''}` }, this.hud, this.main, this.overlay);
    ctx.ui.replaceChildren(this.root);
    document.body.classList.add('at-table', 'dom-table');
    ctx.scene.show(null, { lang: ctx.settings.lang, tv: ctx.settings.tv, fourColour: false, memoryAid: false, hideHand: false, selected: null, reserveRight: 0, reserveTop: 0 });
    this.stops.push(
      session.on((place, message) => {
        if (message.type === 'emote') this.onEmote(message);
        if (message.type !== 'view' && message.type !== 'lobby') return;
        this.place = this.pick();
        if (place === this.place || message.type === 'lobby') this.refresh();
      }),
    );
  }

  /** Starts drawing; subclasses call it at the end of their constructor. */
  protected begin(): void {
    this.refresh();
  }

  destroy(): void {
    for (const stop of this.stops) stop();
    this.onDestroy();
    document.body.classList.remove('at-table', 'dom-table');
  }

  protected onDestroy(): void {}

  protected onEmote(_message: HostMessageOf<'emote'>): void {}

  /** The seated person whose turn it is (hot-seat), else the first seated, else the table screen. */
  private pick(): Place {
    const seated = this.session.seated;
    if (seated.length === 0) return this.session.primary;
    const toAct = this.session.primary.client.state.view?.toAct ?? [];
    return seated.find((p) => p.seat !== null && toAct.includes(p.seat)) ?? this.place;
  }

  private refresh(): void {
    const message = this.place.client.state.view;
    if (!message) return;
    this.handHidden = this.session.seated.length > 1 && this.place !== this.confirmed;
    this.render(message);
    if (this.handHidden && !message.result) this.passPanel();
  }

  private passPanel(): void {
    const tr = this.ctx.tr;
    const place = this.place;
    this.panel('dt-pass-title', tr('pass.title', { name: place.name }), [h('p', {}, tr('pass.text', { name: place.name }))], [
      h('button', { type: 'button', className: 'primary', onclick: () => {
        this.confirmed = place;
        this.closePanel();
        this.refresh();
      } }, tr('pass.ready', { name: place.name })),
    ]);
  }

  protected abstract render(message: HostMessageOf<'view'>): void;

  protected names(count: number): string[] {
    const seats = this.session.lobby?.table.seats ?? [];
    return Array.from({ length: count }, (_, seat) => seatName(this.ctx.settings.lang, seats[seat], seat));
  }

  protected drawHud(title: string, ...extra: (HTMLElement | string)[]): void {
    const tr = this.ctx.tr;
    const sound = h('button', { type: 'button', 'aria-pressed': String(!this.ctx.settings.sound), onclick: () => this.toggleSound() }, this.ctx.settings.sound ? tr('hud.mute') : tr('hud.unmute'));
    const leave = h('button', { type: 'button', onclick: () => this.ctx.home() }, tr('hud.leave'));
    this.hud.replaceChildren(h('strong', {}, title), ...extra, h('span', { className: 'room' }, tr('hud.room', { room: this.session.room })), h('span', { className: 'spacer' }), sound, leave);
  }

  private toggleSound(): void {
    this.ctx.settings.sound = !this.ctx.settings.sound;
    this.ctx.saveSettings();
    this.refresh();
  }

  protected log(line: string): void {
    this.logList.append(h('li', {}, line));
    while (this.logList.childElementCount > 150) this.logList.firstElementChild?.remove();
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  /** A buzz on a phone, unless vibration is switched off in the settings. */
  protected vibrate(pattern: number | number[]): void {
    if (this.phone && this.ctx.settings.vibrate && 'vibrate' in navigator) navigator.vibrate(pattern);
  }

  /** Sends a move for the shown seat; a refusal comes back as a toast and `onRefused`. */
  protected send(move: unknown, onRefused?: () => void): void {
    this.place.client.move(move).catch((error: unknown) => {
      this.ctx.toast(errorText(this.ctx.settings.lang, error));
      onRefused?.();
    });
  }

  /** A modal panel with a title, content and buttons; the first button takes the focus. */
  protected panel(id: string, title: string, content: (HTMLElement | string | null)[], buttons: HTMLElement[]): HTMLElement {
    const panel = h('section', { className: 'panel dt-panel', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': id }, h('h2', { id }, title), ...content, h('div', { className: 'actions' }, ...buttons));
    this.overlay.replaceChildren(panel);
    panel.querySelector<HTMLElement>('.actions button')?.focus();
    return panel;
  }

  protected closePanel(): void {
    this.overlay.replaceChildren();
  }

  protected get owner(): boolean {
    return this.session.lobby?.you.owner ?? false;
  }
}
