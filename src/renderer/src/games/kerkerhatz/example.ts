/**
 * Kerkerhatz's worked example (src/shared/games/kerkerhatz/example.ts, the same data its unit
 * tests play): each dungeon card and the cards (or the power) that beat it.
 */
import { KERKERHATZ_EXAMPLE } from '../../../../shared/games/kerkerhatz/example';
import type { AppContext } from '../../table/context';
import { h } from '../../ui/dom';
import { cardFace } from '../../ui/cards';
import { shortCard } from '../../ui/cardText';

export function kerkerhatzExample(ctx: AppContext): HTMLElement[] {
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
