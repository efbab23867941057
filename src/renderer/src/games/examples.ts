/**
 * The worked example of each game's rules, drawn with the cards the tables use: the pot games'
 * cards as small canvases of the table's own faces (cardFace.ts), the DOM tables' cards as their
 * DOM faces (cards.ts). The cards and moves are the rules' examples (src/shared/games/<id>/example.ts,
 * the same data their unit tests play), and every figure shown is worked out by the rules here, so
 * the text cannot drift from the game.
 */
import type { Card, FrenchCard } from '../../../shared/cards';
import { t } from '../../../shared/catalog';
import { DREIZEHN_EXAMPLE } from '../../../shared/games/dreizehn/example';
import { scoreTaken as scoreDreizehn } from '../../../shared/games/dreizehn/rules';
import { KERKERHATZ_EXAMPLE } from '../../../shared/games/kerkerhatz/example';
import { classify } from '../../../shared/games/machtkampf/combinations';
import { MACHTKAMPF_EXAMPLE } from '../../../shared/games/machtkampf/example';
import { UEBERKOCHEN_EXAMPLE } from '../../../shared/games/ueberkochen/example';
import { scoreTaken as scoreUeberkochen } from '../../../shared/games/ueberkochen/rules';
import type { Lang } from '../../../shared/i18n';
import type { AppContext } from '../app/context';
import { drawCard } from '../table/cardFace';
import { h } from '../ui/dom';
import { cardFace } from './cards';
import { shortCard } from './cardText';
import { describeCombination } from './machtkampf/model';

/** The example of a game's rules, or null for a game without one. */
export function workedExample(ctx: AppContext, game: string): HTMLElement | null {
  const body = exampleBody(ctx, game);
  if (!body) return null;
  return h(
    'section',
    { className: 'rules-example', 'aria-labelledby': `example-${game}` },
    h('h3', { id: `example-${game}` }, ctx.tr('rules.example')),
    ...body,
  );
}

function exampleBody(ctx: AppContext, game: string): HTMLElement[] | null {
  switch (game) {
    case 'ueberkochen':
      return takenExample(
        ctx,
        game,
        UEBERKOCHEN_EXAMPLE.players,
        UEBERKOCHEN_EXAMPLE.taken,
        scoreUeberkochen(UEBERKOCHEN_EXAMPLE.taken),
        ['H', 'D', 'C'],
        'ueberkochen.example.spades',
      );
    case 'dreizehn':
      return takenExample(
        ctx,
        game,
        DREIZEHN_EXAMPLE.players,
        DREIZEHN_EXAMPLE.taken,
        scoreDreizehn(DREIZEHN_EXAMPLE.taken),
        ['B', 'G', 'Y'],
        'dreizehn.example.fours',
      );
    case 'machtkampf':
      return machtkampfExample(ctx);
    case 'kerkerhatz':
      return kerkerhatzExample(ctx);
    default:
      return null;
  }
}

/** A card as the canvas tables draw it: the same face, rendered once into a small canvas. */
function canvasCard(ctx: AppContext, card: Card, width: number): HTMLElement {
  const face = drawCard(card, width, { fourColour: ctx.settings.fourColour });
  const canvas = ctx.scene.app.renderer.extract.canvas({
    target: face,
    resolution: Math.min(3, Math.max(1, window.devicePixelRatio || 1)),
  }) as HTMLCanvasElement;
  face.destroy({ children: true });
  canvas.className = 'ex-card';
  canvas.style.width = `${width}px`;
  canvas.setAttribute('aria-hidden', 'true');
  return canvas;
}

function suitName(lang: Lang, game: string, kind: string): string {
  return game === 'dreizehn' ? t(lang, `dreizehn.colour.${kind}`) : t(lang, `suit.${kind}`);
}

/** The pot games: who took what, who is excused of which suit (colour), and the round's points. */
function takenExample(
  ctx: AppContext,
  game: string,
  players: readonly string[],
  taken: readonly (readonly Card[])[],
  scored: { points: number[]; excused: Readonly<Record<string, number | null>>; counts: readonly Readonly<Record<string, number>>[] },
  kinds: readonly string[],
  closing: string,
): HTMLElement[] {
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const rows = players.map((name, seat) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, name),
      h(
        'td',
        { className: 'ex-cards', 'aria-label': (taken[seat] ?? []).map((c) => shortCardOf(lang, game, c)).join(' ') },
        ...(taken[seat] ?? []).map((card) => canvasCard(ctx, card, 40)),
      ),
      h('td', { className: 'ex-points' }, String(scored.points[seat] ?? 0)),
    ),
  );
  const lines = kinds.map((kind) => {
    const suit = suitName(lang, game, kind);
    const excused = scored.excused[kind] ?? null;
    const counts = scored.counts.map((c) => c[kind] ?? 0);
    const most = Math.max(...counts);
    if (excused !== null) return h('li', {}, tr('rules.example.most', { suit, player: players[excused] ?? '', n: counts[excused] ?? 0 }));
    if (most === 0) return h('li', {}, tr('rules.example.none', { suit }));
    const tied = players.filter((_, seat) => counts[seat] === most);
    return h('li', {}, tr('rules.example.tie', { suit, players: tied.join(', ') }));
  });
  return [
    h('p', {}, tr(`${game}.example.intro`)),
    h(
      'table',
      { className: 'ex-taken' },
      h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, ''), h('th', { scope: 'col' }, tr('rules.example.points')))),
      h('tbody', {}, ...rows),
    ),
    h('ul', {}, ...lines, h('li', {}, tr(closing))),
  ];
}

function shortCardOf(lang: Lang, game: string, card: Card): string {
  if (game !== 'dreizehn') return shortCard(lang, card as FrenchCard);
  const kind = card.slice(-1);
  return kind === 'R' ? `${card.slice(0, -1)} ${t(lang, 'dreizehn.redFour')}` : `${card.slice(0, -1)} ${t(lang, `dreizehn.colour.${kind}`)}`;
}

function domCards(lang: Lang, cards: readonly FrenchCard[]): HTMLElement {
  return h('span', { className: 'ex-hand', 'aria-label': cards.map((c) => shortCard(lang, c)).join(' ') }, ...cards.map((c) => cardFace(lang, c, 'small')));
}

/** Machtkampf: the trick move by move, each combination named as the table names it. */
function machtkampfExample(ctx: AppContext): HTMLElement[] {
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const { players, steps } = MACHTKAMPF_EXAMPLE;
  let lastPlayer = '';
  const items = steps.map((step, index) => {
    const name = players[step.seat] ?? '';
    const noteKey = `machtkampf.example.note.${index}`;
    let line: (HTMLElement | string)[];
    if ('pass' in step) {
      line = [tr('rules.example.pass', { player: name })];
    } else {
      lastPlayer = name;
      const combo = classify(step.play);
      if (!combo) throw new Error(`the Machtkampf example plays ${step.play.join(' ')}, which is no combination`);
      line = [h('strong', {}, `${name}: `), describeCombination(lang, combo), ' ', domCards(lang, step.play)];
    }
    const note = ctx.tr(noteKey, { player: lastPlayer });
    return h('li', {}, h('p', {}, ...line), note !== noteKey ? h('p', { className: 'ex-note' }, note) : null);
  });
  return [h('p', {}, tr('machtkampf.example.intro')), h('ol', { className: 'ex-steps' }, ...items)];
}

/** Kerkerhatz: each dungeon card and the cards (or the power) that beat it. */
function kerkerhatzExample(ctx: AppContext): HTMLElement[] {
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const { players, heroes, steps } = KERKERHATZ_EXAMPLE;
  const team = players.map((name, seat) => `${name} (${tr(`kerkerhatz.hero.${heroes[seat] ?? 'fighter'}`)})`).join(', ');
  const items = steps.map((step, index) => {
    const params: Record<string, string> = { target: shortCard(lang, step.target), player: step.power === undefined ? '' : (players[step.power] ?? '') };
    step.plays.forEach((p, i) => (params[`c${i}`] = shortCard(lang, p.card)));
    const plays = step.plays.map((p) => h('span', { className: 'ex-play' }, cardFace(lang, p.card, 'small'), h('small', {}, players[p.seat] ?? '')));
    const power =
      step.power === undefined ? null : h('span', { className: 'ex-play ex-power' }, tr('kerkerhatz.example.power', { player: players[step.power] ?? '' }));
    return h(
      'li',
      {},
      h(
        'div',
        { className: 'ex-dungeon' },
        cardFace(lang, step.target, 'small ex-target'),
        h('span', { className: 'ex-arrow', 'aria-hidden': 'true' }, '←'),
        ...plays,
        power,
      ),
      h('p', { className: 'ex-note' }, tr(`kerkerhatz.example.note.${index}`, params)),
    );
  });
  return [h('p', {}, tr('kerkerhatz.example.intro', { players: team })), h('ol', { className: 'ex-steps' }, ...items)];
}
