/** The rules screen: a game's rules and worked example (table/rules.ts), with the way back. */
import { CLIENT_GAMES } from '../games/catalog';
import type { AppContext } from '../table/context';
import { rulesBody } from '../table/rules';
import { h } from '../ui/dom';

export function renderRules(ctx: AppContext, game: string, back: () => void): void {
  const tr = ctx.tr;
  const close = h('button', { type: 'button', className: 'primary', onclick: back }, tr('common.back'));
  ctx.ui.replaceChildren(
    h(
      'article',
      { className: 'screen panel rules', 'aria-labelledby': 'rules-title' },
      h('h2', { id: 'rules-title' }, tr('rules.title', { game: tr(`${game}.name`) })),
      ...rulesBody(ctx, game, CLIENT_GAMES.find(game)),
      h('div', { className: 'actions' }, close),
    ),
  );
  close.focus();
}
