/** A game's rules in our own words, from the strings (German and English): headings, paragraphs and the game's worked example. */
import { h } from '../ui/dom';
import type { Panel } from './board';
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

/**
 * The game's rules over the table, the match going on beneath: a turn-based match waits for the
 * player anyway; a real-time game's clock does not stop, and the panel says so in the game's own
 * words (`<id>.example.clock`: Kerkerhatz's names the time keeper, whose power pauses it). Closing it (Escape too) puts the focus back on the rules button.
 */
export function rulesPanel(ctx: AppContext, game: string, client: ClientGame | undefined, live: boolean, close: () => void): Panel {
  const tr = ctx.tr;
  const note = live
    ? h('p', { className: 'rules-note', role: 'note' }, tr(client?.game.timing === 'realtime' ? `${game}.example.clock` : 'rules.turnWaits'))
    : null;
  return {
    kind: 'rules',
    title: tr('rules.title', { game: tr(`${game}.name`) }),
    body: [note, h('div', { className: 'rules-text' }, ...rulesBody(ctx, game, client))],
    actions: [{ label: tr('rules.close'), primary: true, run: close }],
  };
}
