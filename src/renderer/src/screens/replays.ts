/**
 * Finished matches, and a viewer that steps through one: the host hands out the match log, and the
 * client replays it through the same pure rules (`setup` + `apply`), so every step is exact.
 */
import { applyEntry, type MatchLog } from '../../../shared/engine/log';
import { CATALOG } from '../../../shared/catalog';
import type { AnyGame, Viewer } from '../../../shared/engine/types';
import type { SeatInfo } from '../../../shared/net/protocol';
import type { AppContext } from '../app/context';
import { hostBase } from '../app/net';
import { hasBoard } from '../games';
import { isPotView, tableModel } from '../table/model';
import { h } from '../ui/dom';

interface Summary {
  id: string;
  game: string;
  created: string;
  moves: number;
}

interface Saved {
  id: string;
  log: MatchLog;
  table: unknown;
}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, hostBase()));
  if (!response.ok) throw new Error(`${response.status}`);
  return response.json();
}

export function renderReplays(ctx: AppContext, back: () => void): void {
  const tr = ctx.tr;
  const list = h('ul', { className: 'replay-list' }, h('li', { className: 'hint' }, '…'));
  const close = h('button', { type: 'button', onclick: back }, tr('common.back'));
  ctx.ui.replaceChildren(h('section', { className: 'screen panel replays', 'aria-labelledby': 'replays-title' }, h('h2', { id: 'replays-title' }, tr('replays.title')), list, h('div', { className: 'actions' }, close)));
  close.focus();
  getJson('api/replays')
    .then((body) => {
      const items = (Array.isArray(body) ? body : []) as Summary[];
      const shown = items.filter((r) => hasBoard(r.game));
      list.replaceChildren(
        ...(shown.length === 0
          ? [h('li', { className: 'hint' }, tr('replays.none'))]
          : shown.map((r) =>
              h(
                'li',
                {},
                h('span', {}, tr('replays.item', { game: tr(`${r.game}.name`), date: new Date(r.created).toLocaleString(ctx.settings.lang), moves: r.moves })),
                h('button', { type: 'button', onclick: () => void openReplay(ctx, r.id, () => renderReplays(ctx, back)) }, tr('replays.watch')),
              ),
            )),
      );
    })
    .catch(() => list.replaceChildren(h('li', { className: 'hint' }, tr('replays.unavailable'))));
}

function seatInfos(table: unknown, players: number): SeatInfo[] {
  const seats = (typeof table === 'object' && table !== null && Array.isArray((table as { seats?: unknown }).seats) ? (table as { seats: { kind?: string; name?: string; level?: string }[] }).seats : []) as { kind?: string; name?: string; level?: string }[];
  return Array.from({ length: players }, (_, seat): SeatInfo => {
    const s = seats[seat] ?? {};
    const kind = s.kind === 'person' ? 'person' : s.kind === 'bot' ? 'bot' : 'open';
    return { seat, kind, name: s.name ?? null, level: s.level ?? null, away: false, botPlaying: kind === 'bot', owner: false };
  });
}

async function openReplay(ctx: AppContext, id: string, back: () => void): Promise<void> {
  const saved = (await getJson(`api/replays/${encodeURIComponent(id)}`)) as Saved;
  const game = CATALOG.find(saved.log.game);
  if (!game) return;
  new ReplayViewer(ctx, game, saved, back);
}

class ReplayViewer {
  private readonly states: unknown[];
  private index = 0;
  private viewer: Viewer = 'table';
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly step = h('span', { className: 'round' });
  private readonly playButton: HTMLButtonElement;
  private readonly seats: SeatInfo[];

  constructor(
    private readonly ctx: AppContext,
    private readonly game: AnyGame,
    saved: Saved,
    private readonly back: () => void,
  ) {
    const options = game.parseOptions(saved.log.options);
    this.states = [game.setup(options, saved.log.seed)];
    for (const entry of saved.log.moves) this.states.push(applyEntry(game, this.states[this.states.length - 1], entry));
    this.seats = seatInfos(saved.table, options.players);
    const tr = ctx.tr;
    const button = (label: string, action: () => void): HTMLButtonElement => h('button', { type: 'button', onclick: action }, label);
    this.playButton = button(tr('replays.play'), () => this.toggle());
    const who = h(
      'select',
      { 'aria-label': tr('replays.seat'), onchange: (e: Event) => {
        const value = (e.target as HTMLSelectElement).value;
        this.viewer = value === 'table' ? 'table' : Number(value);
        this.draw();
      } },
      h('option', { value: 'table' }, tr('replays.noHand')),
      ...this.seats.map((s) => h('option', { value: s.seat }, s.name ?? tr('seat.numbered', { n: s.seat + 1 }))),
    );
    const bar = h(
      'header',
      { className: 'hud replay-bar' },
      h('strong', {}, tr(`${game.id}.name`)),
      this.step,
      h('span', { className: 'spacer' }),
      button(tr('replays.first'), () => this.go(0)),
      button(tr('replays.prev'), () => this.go(this.index - 1)),
      this.playButton,
      button(tr('replays.next'), () => this.go(this.index + 1)),
      button(tr('replays.last'), () => this.go(this.states.length - 1)),
      h('label', {}, tr('replays.seat'), ' ', who),
      button(tr('common.back'), () => this.close()),
    );
    ctx.ui.replaceChildren(h('div', { className: 'table-screen replay' }, bar));
    document.body.classList.add('at-table');
    bar.addEventListener('keydown', (e) => {
      if (e.key === 'ArrowRight') this.go(this.index + 1);
      if (e.key === 'ArrowLeft') this.go(this.index - 1);
    });
    this.draw();
    bar.querySelector('button')?.focus();
  }

  private go(index: number): void {
    this.index = Math.max(0, Math.min(this.states.length - 1, index));
    this.draw();
  }

  private toggle(): void {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    } else {
      this.timer = setInterval(() => {
        if (this.index >= this.states.length - 1) this.toggle();
        else this.go(this.index + 1);
      }, 700);
    }
    this.playButton.textContent = this.ctx.tr(this.timer ? 'replays.pause' : 'replays.play');
  }

  private close(): void {
    if (this.timer) clearInterval(this.timer);
    document.body.classList.remove('at-table');
    this.back();
  }

  private draw(): void {
    const state = this.states[this.index];
    const view = this.game.view(state, this.viewer);
    this.step.textContent = this.ctx.tr('replays.step', { index: this.index, count: this.states.length - 1 });
    if (!isPotView(view)) return;
    const model = tableModel(this.ctx.settings.lang, view, [], this.game.toAct(state), this.seats);
    const s = this.ctx.settings;
    this.ctx.scene.show(model, { lang: s.lang, tv: s.tv, fourColour: s.fourColour, memoryAid: s.memoryAid, hideHand: false, selected: null, reserveRight: 0, reserveTop: 48 }, this.index > 0 ? { kind: 'play' } : null);
  }
}
