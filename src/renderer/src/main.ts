// Lets PixiJS build its shaders without eval, so the page keeps a strict Content-Security-Policy.
import 'pixi.js/unsafe-eval';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import { t } from '../../shared/catalog';
import type { Params } from '../../shared/i18n';
import { Sound } from './audio/sound';
import { appsOwnHost, openToLan, setFullscreen } from './app/bridge';
import type { AppContext } from './table/context';
import { loadSession, type SavedSession } from './app/net';
import { TableSession } from './app/session';
import { loadSettings, motionInEffect, saveSettings, type Settings } from './app/settings';
import { confirmHost, hostToConfirm, pageForOwnHost } from './app/lan';
import { renderJoin, renderSwitchHost } from './screens/join';
import { LobbyScreen } from './screens/lobby';
import { renderNewTable, type NewTable } from './screens/newTable';
import { renderReplays } from './screens/replays';
import { renderRules } from './screens/rules';
import { renderSettings } from './screens/settings';
import { renderStart } from './screens/start';
import { TableShell } from './table/shell';
import { CLIENT_GAMES } from './games/catalog';
import { Stage, createApp } from './stage/stage';
import { PotScene } from './table/potScene';
import { h, focusables } from './ui/dom';
import { startGamepad } from './ui/gamepad';

/** Puts the table's code into the page's address (`?room=`), or takes it out, keeping the rest of the query. */
function roomInAddress(room: string | null): void {
  const url = new URL(location.href);
  if (room) url.searchParams.set('room', room);
  else url.searchParams.delete('room');
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}

class App implements AppContext {
  readonly sound = new Sound();
  private session: TableSession | null = null;
  private lobby: LobbyScreen | null = null;
  private table: TableShell | null = null;
  private stopSession: (() => void) | null = null;
  private readonly toasts: HTMLElement;

  constructor(
    readonly settings: Settings,
    readonly stage: Stage,
    readonly ui: HTMLElement,
  ) {
    this.sound.muted = !settings.sound;
    this.toasts = h('div', { className: 'toasts', role: 'alert', 'aria-live': 'assertive' });
    document.body.append(this.toasts);
    this.applyLook();
  }

  tr = (key: string, params?: Params): string => t(this.settings.lang, key, params);

  saveSettings(): void {
    saveSettings(this.settings);
    this.sound.muted = !this.settings.sound;
    this.applyLook();
  }

  toast(text: string): void {
    const item = h('p', {}, text);
    this.toasts.append(item);
    setTimeout(() => item.remove(), 4000);
  }

  home(): void {
    this.leaveTable();
    // Left for good: a reload opens the start screen, not the join screen of the table left.
    roomInAddress(null);
    this.start();
  }

  start(): void {
    renderStart(
      this,
      {
        newTable: (game, tv) =>
          renderNewTable(
            this,
            game,
            (table) => this.create(table),
            () => this.start(),
            { tv },
          ),
        rules: (game) => renderRules(this, game, () => this.start()),
        join: () => this.join(''),
        settings: () => renderSettings(this, () => this.start()),
        resume: (saved) => void this.resume(saved),
        replays: () => renderReplays(this, () => this.start()),
        // The lab and its chart library are a chunk of their own, fetched only when the Lab opens.
        lab: () => void this.openLab(),
      },
      loadSession(),
    );
  }

  private async openLab(): Promise<void> {
    const { renderLab } = await import('./lab/screen');
    renderLab(
      this,
      () => this.start(),
      // "Play this variant": the usual new-table screen, holding the author's numbers.
      (game, variant) =>
        renderNewTable(
          this,
          game,
          (table) => this.create(table),
          () => void this.openLab(),
          { variant },
        ),
    );
  }

  /** The join link (`?room=`): back into the seats this browser holds there, else the join screen. */
  async joinOrResume(room: string): Promise<void> {
    const session = room ? await TableSession.resumeRoom(this.settings.lang, room).catch(() => null) : null;
    if (session) this.enter(session);
    else this.join(room);
  }

  join(room: string): void {
    renderJoin(
      this,
      room,
      async (name, code) => {
        this.enter(await TableSession.join(this.settings.lang, name, code));
        // A seat taken by typing the code is at the join link's address from now on, as one taken by
        // the QR code: a reload goes straight back into it (joinOrResume).
        roomInAddress(code);
      },
      () => this.start(),
    );
  }

  private async create(table: NewTable): Promise<void> {
    const screenName = this.settings.name || this.tr('seat.screen');
    if (table.tv || table.plans.some((p) => p.kind === 'open')) await openToLan().catch((error: unknown) => this.toast(String(error)));
    this.enter(await TableSession.create(this.settings.lang, table.game, table.options, table.plans, screenName, table.tv, table.group));
    if (table.tv !== this.settings.tv) {
      this.settings.tv = table.tv;
      this.saveSettings();
    }
    if (table.tv) void setFullscreen(true);
  }

  private async resume(saved: SavedSession): Promise<void> {
    const session = await TableSession.resume(this.settings.lang, saved);
    if (!session) {
      this.toast(this.tr('start.resumeGone'));
      this.start();
      return;
    }
    this.enter(session);
  }

  private enter(session: TableSession): void {
    this.leaveTable();
    this.session = session;
    this.stopSession = session.on((_place, message) => {
      if (message.type === 'lobby' || message.type === 'view') this.route();
      if (message.type === 'left') {
        this.toast(this.tr(`left.${message.reason}`));
        this.home();
      }
    });
    this.route();
  }

  /** The lobby while the table waits, the table once a match runs (or just ended). */
  private route(): void {
    const session = this.session;
    const lobby = session?.lobby;
    if (!session || !lobby) return;
    const playing = lobby.table.phase !== 'lobby' && session.places.some((p) => p.client.state.view);
    // Another game for the next match (the VIP chose it): the lobby is drawn anew for it.
    if (this.lobby && this.lobby.game !== session.game) {
      this.lobby.destroy();
      this.lobby = null;
    }
    if (playing && !this.table) {
      this.lobby?.destroy();
      this.lobby = null;
      this.table = new TableShell(this, { kind: 'live', session }, CLIENT_GAMES);
    } else if (!playing && !this.lobby) {
      this.table?.destroy();
      this.table = null;
      this.lobby = new LobbyScreen(this, session);
    }
  }

  private leaveTable(): void {
    this.stopSession?.();
    this.stopSession = null;
    this.lobby?.destroy();
    this.lobby = null;
    this.table?.destroy();
    this.table = null;
    this.session?.leave();
    this.session = null;
  }

  private applyLook(): void {
    document.documentElement.lang = this.settings.lang;
    document.body.classList.toggle('tv', this.settings.tv);
    document.documentElement.classList.toggle('tv', this.settings.tv);
    document.body.classList.toggle('reduced-motion', motionInEffect(this.settings) === 'off');
  }
}

/** Arrow keys move between the buttons of the DOM screens; the table has its own arrow keys. */
function menuKeys(app: App): void {
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    if (target.closest('.hits')) return;
    if (e.key === 'Escape') {
      const back = [...app.ui.querySelectorAll<HTMLButtonElement>('.actions button')].pop();
      if (back && !document.body.classList.contains('at-table')) back.click();
      return;
    }
    if (!['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(e.key)) return;
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return;
    const list = focusables(app.ui);
    if (list.length === 0) return;
    const index = list.indexOf(target);
    const step = e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : 1;
    list[(index + step + list.length) % list.length]?.focus();
    e.preventDefault();
  });
}

async function boot(): Promise<void> {
  const tableHost = document.getElementById('table');
  const ui = document.getElementById('ui');
  if (!tableHost || !ui) throw new Error('index.html lacks #table or #ui');
  // Text on the cards is drawn once into textures: the font must be there first.
  await Promise.all([document.fonts.load('700 32px "Atkinson Hyperlegible"'), document.fonts.load('400 32px "Atkinson Hyperlegible"')]).catch(() => undefined);
  const pixi = await createApp(tableHost);
  document.body.dataset.renderer = pixi.renderer.name;
  const stage = new Stage(pixi);
  const app = new App(await loadSettings(), stage, ui);
  menuKeys(app);
  startGamepad();
  const open = async (): Promise<void> => {
    const room = new URLSearchParams(location.search).get('room');
    // An empty room (a host picked on the LAN) opens the join screen with that host's tables.
    if (room !== null) await app.joinOrResume(room);
    else app.start();
  };
  // A link naming another host: nothing connects there, and no seat goes back there, until the person says so.
  // The app's own window names its own host (the dev server's page): that is no link, and nothing to ask.
  let other = hostToConfirm(location.href);
  if (other && (await appsOwnHost(other))) {
    confirmHost(other.href);
    other = null;
  }
  if (other) {
    renderSwitchHost(
      app,
      other,
      () => {
        confirmHost(other.href);
        void open();
      },
      () => {
        const room = new URLSearchParams(location.search).get('room');
        const own = new URL(pageForOwnHost(location.href));
        if (room !== null) own.searchParams.set('room', room);
        history.replaceState(history.state, '', own);
        void open();
      },
    );
  } else {
    await open();
  }
  document.body.dataset.ready = 'true';
  // The frame-time bench reads the renderer's figures through this.
  (window as unknown as { __kartenstube?: unknown }).__kartenstube = { pixi, stage, pot: () => PotScene.shown };
}

boot().catch((error: unknown) => {
  document.body.dataset.error = String(error);
  console.error(error);
});
