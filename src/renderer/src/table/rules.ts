/** A game's rules in our own words, from the strings (German and English): headings, paragraphs and the game's worked example. */
import { h } from '../ui/dom';
import type { AppContext } from './context';
import type { ClientGame } from './games';

/** The rules' text and its worked example, for the rules screen and the rules panel at a table alike. */
export function rulesBody(ctx: AppContext, game: string, client: ClientGame | undefined): HTMLElement[] {
  const tr = ctx.tr;
  // The translator answers a key it has in neither language with the key itself.
  const key = `${game}.rules`;
  const text = tr(key) === key ? tr('rules.missing') : tr(key);
  // The text marks headings with "## " at the start of a paragraph.
  const blocks = text.split('\n\n').map((para) => (para.startsWith('## ') ? h('h3', {}, para.slice(3)) : h('p', {}, para)));
  const body = client?.example?.(ctx);
  if (!body) return blocks;
  const example = h(
    'section',
    { className: 'rules-example', 'aria-labelledby': `example-${game}` },
    h('h3', { id: `example-${game}` }, ctx.tr('rules.example')),
    ...body,
  );
  return [...blocks, example];
}
