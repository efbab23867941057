/** A game's rules in our own words, from the strings (German and English): headings, paragraphs and the worked example. */
import { hasString } from '../../../shared/catalog';
import type { AppContext } from '../app/context';
import { workedExample } from '../games/examples';
import { h } from '../ui/dom';

/** The rules' text and its worked example, for the rules screen and the rules panel at a table alike. */
export function rulesBody(ctx: AppContext, game: string): HTMLElement[] {
  const tr = ctx.tr;
  const key = `${game}.rules`;
  const text = hasString(ctx.settings.lang, key) || hasString('de', key) ? tr(key) : tr('rules.missing');
  // The text marks headings with "## " at the start of a paragraph.
  const blocks = text.split('\n\n').map((para) => (para.startsWith('## ') ? h('h3', {}, para.slice(3)) : h('p', {}, para)));
  const example = workedExample(ctx, game);
  return example ? [...blocks, example] : blocks;
}

export function renderRules(ctx: AppContext, game: string, back: () => void): void {
  const tr = ctx.tr;
  const close = h('button', { type: 'button', className: 'primary', onclick: back }, tr('common.back'));
  ctx.ui.replaceChildren(
    h(
      'article',
      { className: 'screen panel rules', 'aria-labelledby': 'rules-title' },
      h('h2', { id: 'rules-title' }, tr('rules.title', { game: tr(`${game}.name`) })),
      ...rulesBody(ctx, game),
      h('div', { className: 'actions' }, close),
    ),
  );
  close.focus();
}
