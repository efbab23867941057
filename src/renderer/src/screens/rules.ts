/** A game's rules in our own words, from the strings (German and English): headings and paragraphs. */
import { hasString } from '../../../shared/catalog';
import type { AppContext } from '../app/context';
import { h } from '../ui/dom';

export function renderRules(ctx: AppContext, game: string, back: () => void): void {
  const tr = ctx.tr;
  const key = `${game}.rules`;
  const text = hasString(ctx.settings.lang, key) || hasString('de', key) ? tr(key) : tr('rules.missing');
  // The text marks headings with "## " at the start of a paragraph.
  const blocks = text.split('\n\n').map((para) => (para.startsWith('## ') ? h('h3', {}, para.slice(3)) : h('p', {}, para)));
  const close = h('button', { type: 'button', className: 'primary', onclick: back }, tr('common.back'));
  ctx.ui.replaceChildren(h('article', { className: 'screen panel rules', 'aria-labelledby': 'rules-title' }, h('h2', { id: 'rules-title' }, tr('rules.title', { game: tr(`${game}.name`) })), ...blocks, h('div', { className: 'actions' }, close)));
  close.focus();
}
