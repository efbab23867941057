/**
 * Finished matches, each with who played (a bot with its level) and who won, and opening one: the
 * host hands out the match log, the client replays it
 * through the same pure rules (`setup` + `apply`, see table/replay.ts), so every step is exact, and
 * the table shell shows it with the game's own board.
 */
import type { MatchResult } from '../../../shared/engine/types';
import type { AppContext } from '../table/context';
import { hostBase } from '../app/net';
import { CLIENT_GAMES } from '../games/catalog';
import { seatName } from '../table/model';
import { ReplayTimeline, fetchReplay, seatInfos } from '../table/replay';
import { TableShell } from '../table/shell';
import { seatBadge } from '../ui/badge';
import { h } from '../ui/dom';

interface Summary {
  id: string;
  game: string;
  created: string;
  moves: number;
  /** Who sat where (older hosts send none). */
  seats?: unknown;
  result: MatchResult | null;
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
  ctx.ui.replaceChildren(
    h(
      'section',
      { className: 'screen panel replays', 'aria-labelledby': 'replays-title' },
      h('h2', { id: 'replays-title' }, tr('replays.title')),
      list,
      h('div', { className: 'actions' }, close),
    ),
  );
  close.focus();
  getJson('api/replays')
    .then((body) => {
      const items = (Array.isArray(body) ? body : []) as Summary[];
      const shown = items.filter((r) => CLIENT_GAMES.find(r.game));
      list.replaceChildren(
        ...(shown.length === 0
          ? [h('li', { className: 'hint' }, tr('replays.none'))]
          : shown.map((r) =>
              h(
                'li',
                {},
                h(
                  'div',
                  { className: 'replay-facts' },
                  h('span', {}, tr('replays.item', { game: tr(`${r.game}.name`), date: new Date(r.created).toLocaleString(ctx.settings.lang), n: r.moves })),
                  ...whoPlayed(ctx, r),
                ),
                h(
                  'button',
                  {
                    type: 'button',
                    onclick: () => void openReplay(ctx, r.id, () => renderReplays(ctx, back)).catch(() => ctx.toast(tr('replays.unavailable'))),
                  },
                  tr('replays.watch'),
                ),
              ),
            )),
      );
    })
    .catch(() => list.replaceChildren(h('li', { className: 'hint' }, tr('replays.unavailable'))));
}

/**
 * Who played, a bot by its level's chip, and who won: as the save recorded the table and the result.
 * A save without seats (older ones) names nobody rather than guessing.
 */
function whoPlayed(ctx: AppContext, r: Summary): HTMLElement[] {
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const list = Array.isArray(r.seats) ? r.seats : [];
  const seats = seatInfos({ seats: list }, list.length);
  const lines: HTMLElement[] = [];
  if (seats.length > 0) {
    const people = seats.flatMap((s, i) => [i > 0 ? ', ' : ' ', seatName(lang, s, s.seat), ...(s.kind === 'bot' ? [' ', seatBadge(lang, s)] : [])]);
    lines.push(h('span', { className: 'replay-players' }, tr('replays.players'), ...people.filter((x) => x !== null)));
  }
  const result = r.result;
  if (!result) return lines;
  const cooperative = CLIENT_GAMES.find(r.game)?.game.play === 'cooperative';
  const winners = result.winners.map((seat) => seatName(lang, seats[seat], seat));
  const text = cooperative
    ? tr(result.winners.length > 0 ? 'replays.wonTogether' : 'replays.lostTogether')
    : winners.length > 0
      ? tr('replays.winners', { players: winners.join(', ') })
      : null;
  if (text) lines.push(h('span', { className: 'replay-winner' }, text));
  return lines;
}

async function openReplay(ctx: AppContext, id: string, back: () => void): Promise<void> {
  const saved = await fetchReplay(id);
  if (!saved) throw new Error(`no replay ${id}`);
  const game = CLIENT_GAMES.find(saved.log.game)?.game;
  if (!game) {
    ctx.toast(ctx.tr('replays.unknownGame', { game: saved.log.game }));
    return;
  }
  new TableShell(ctx, { kind: 'replay', replay: new ReplayTimeline(game, saved), back }, CLIENT_GAMES);
}
