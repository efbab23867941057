/**
 * The pot games' worked example (Überkochen, Dreizehn): who took what, who is excused of which suit
 * or colour, and the round's points, with the cards drawn as the table draws them (cardFace.ts,
 * rendered once into small canvases). The game gives its example's data and its words; every figure
 * shown is worked out by its rules, so the text cannot drift from the game.
 */
import type { Card } from '../../../shared/cards';
import type { Lang } from '../../../shared/i18n';
import { h } from '../ui/dom';
import { drawCard } from './cardFace';
import type { AppContext } from './context';

export interface PotExample {
  /** The i18n key of the paragraph before the table, and of the last line under it. */
  intro: string;
  closing: string;
  players: readonly string[];
  taken: readonly (readonly Card[])[];
  /** The rules' scoring of `taken`. */
  scored: { points: number[]; excused: Readonly<Record<string, number | null>>; counts: readonly Readonly<Record<string, number>>[] };
  /** The suits or colours whose majorities the example walks through, and their names. */
  kinds: readonly string[];
  kindName(lang: Lang, kind: string): string;
  /** A card as short text, for the row's accessible name. */
  cardText(lang: Lang, card: Card): string;
}

/** A card as the canvas tables draw it: the same face, rendered once into a small canvas. */
function canvasCard(ctx: AppContext, card: Card, width: number): HTMLElement {
  const face = drawCard(card, width, { fourColour: ctx.settings.fourColour });
  const canvas = ctx.stage.app.renderer.extract.canvas({
    target: face,
    resolution: Math.min(3, Math.max(1, window.devicePixelRatio || 1)),
  }) as HTMLCanvasElement;
  face.destroy({ children: true });
  canvas.className = 'ex-card';
  canvas.style.width = `${width}px`;
  canvas.setAttribute('aria-hidden', 'true');
  return canvas;
}

export function potExample(ctx: AppContext, example: PotExample): HTMLElement[] {
  const { players, taken, scored } = example;
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const rows = players.map((name, seat) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, name),
      h(
        'td',
        { className: 'ex-cards', 'aria-label': (taken[seat] ?? []).map((c) => example.cardText(lang, c)).join(' ') },
        ...(taken[seat] ?? []).map((card) => canvasCard(ctx, card, 40)),
      ),
      h('td', { className: 'ex-points' }, String(scored.points[seat] ?? 0)),
    ),
  );
  const lines = example.kinds.map((kind) => {
    const suit = example.kindName(lang, kind);
    const excused = scored.excused[kind] ?? null;
    const counts = scored.counts.map((c) => c[kind] ?? 0);
    const most = Math.max(...counts);
    if (excused !== null) return h('li', {}, tr('rules.example.most', { suit, player: players[excused] ?? '', n: counts[excused] ?? 0 }));
    if (most === 0) return h('li', {}, tr('rules.example.none', { suit }));
    const tied = players.filter((_, seat) => counts[seat] === most);
    return h('li', {}, tr('rules.example.tie', { suit, players: tied.join(', ') }));
  });
  return [
    h('p', {}, tr(example.intro)),
    h(
      'table',
      { className: 'ex-taken' },
      h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, ''), h('th', { scope: 'col' }, tr('rules.example.points')))),
      h('tbody', {}, ...rows),
    ),
    h('ul', {}, ...lines, h('li', {}, tr(example.closing))),
  ];
}
