/** The start screen: a game night on the TV, the games, each with one line on what it is, and the ways to a table. */
import { CATALOG } from '../../../shared/catalog';
import type { AppContext } from '../table/context';
import type { SavedSession } from '../app/net';
import { CLIENT_GAMES } from '../games/catalog';
import { h } from '../ui/dom';
import { otherHostNote } from './join';

export interface StartActions {
  /** `tv`: the new-table form opens in TV mode (the game night's start). */
  newTable(game: string, tv?: boolean): void;
  rules(game: string): void;
  join(): void;
  settings(): void;
  resume(saved: SavedSession): void;
  replays(): void;
  lab(): void;
}

export function renderStart(ctx: AppContext, actions: StartActions, saved: SavedSession | null): void {
  const tr = ctx.tr;
  // Every game of the catalog; one this client has no board for is listed and says so.
  const games = CATALOG.games.map((game) => {
    const playable = CLIENT_GAMES.find(game.id) !== undefined;
    return h(
      'li',
      { className: 'game', 'data-game': game.id },
      h('strong', {}, tr(`${game.id}.name`)),
      h('span', {}, tr(`${game.id}.tagline`)),
      h('small', {}, tr('start.players', { min: game.minPlayers, max: game.maxPlayers })),
      h(
        'div',
        { className: 'actions' },
        playable
          ? h(
              'button',
              {
                type: 'button',
                className: 'primary',
                'aria-label': tr('start.newTableFor', { game: tr(`${game.id}.name`) }),
                onclick: () => actions.newTable(game.id),
              },
              tr('start.newTable'),
            )
          : h('span', { className: 'soon' }, tr('start.notYet')),
        h(
          'button',
          { type: 'button', 'aria-label': tr('start.rulesFor', { game: tr(`${game.id}.name`) }), onclick: () => actions.rules(game.id) },
          tr('start.rules'),
        ),
      ),
    );
  });
  ctx.ui.replaceChildren(
    h(
      'div',
      { className: 'screen start' },
      h('h1', {}, tr('app.title')),
      h('p', { className: 'status' }, tr('app.tagline')),
      otherHostNote(ctx),
      saved
        ? h(
            'button',
            { type: 'button', className: 'primary resume', onclick: () => actions.resume(saved) },
            tr('start.resume', { room: saved.room, game: tr(`${saved.game}.name`), host: saved.hostName }),
          )
        : null,
      h('button', { type: 'button', className: 'primary tv-night', onclick: () => renderTvNight(ctx, actions, saved) }, tr('start.tvNight')),
      h('ul', { className: 'games', 'aria-label': tr('app.chooseGame') }, ...games),
      h(
        'nav',
        { className: 'actions' },
        h('button', { type: 'button', onclick: () => actions.join() }, tr('start.join')),
        h('button', { type: 'button', onclick: () => actions.replays() }, tr('start.replays')),
        h('button', { type: 'button', className: 'lab-open', onclick: () => actions.lab() }, tr('start.lab')),
        h('button', { type: 'button', onclick: () => actions.settings() }, tr('start.settings')),
      ),
    ),
  );
  (ctx.ui.querySelector<HTMLElement>('.resume') ?? ctx.ui.querySelector<HTMLElement>('.game button'))?.focus();
}

/** The game night's start: which game, then the new-table form in TV mode. */
function renderTvNight(ctx: AppContext, actions: StartActions, saved: SavedSession | null): void {
  const tr = ctx.tr;
  const games = CATALOG.games.filter((game) => CLIENT_GAMES.find(game.id) !== undefined);
  ctx.ui.replaceChildren(
    h(
      'section',
      { className: 'screen panel tv-night', 'aria-labelledby': 'tv-night-title' },
      h('h2', { id: 'tv-night-title' }, tr('start.tvNight')),
      h('p', {}, tr('start.tvNightIntro')),
      h(
        'div',
        { className: 'actions' },
        ...games.map((game) => h('button', { type: 'button', className: 'primary', onclick: () => actions.newTable(game.id, true) }, tr(`${game.id}.name`))),
      ),
      h('div', { className: 'actions' }, h('button', { type: 'button', onclick: () => renderStart(ctx, actions, saved) }, tr('common.back'))),
    ),
  );
  ctx.ui.querySelector<HTMLElement>('.actions button')?.focus();
}
