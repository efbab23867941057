/**
 * Machtkampf's worked example: the rules' example trick (src/shared/games/machtkampf/example.ts,
 * the same data its unit tests play) move by move, each combination named as the table names it.
 */
import type { FrenchCard } from '../../../../shared/cards';
import { classify } from '../../../../shared/games/machtkampf/combinations';
import { MACHTKAMPF_EXAMPLE } from '../../../../shared/games/machtkampf/example';
import type { Lang } from '../../../../shared/i18n';
import type { AppContext } from '../../table/context';
import { h } from '../../ui/dom';
import { cardFace } from '../../ui/cards';
import { shortCard } from '../../ui/cardText';
import { describeCombination } from './model';

function domCards(lang: Lang, cards: readonly FrenchCard[]): HTMLElement {
  return h('span', { className: 'ex-hand', 'aria-label': cards.map((c) => shortCard(lang, c)).join(' ') }, ...cards.map((c) => cardFace(lang, c, 'small')));
}

export function machtkampfExample(ctx: AppContext): HTMLElement[] {
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
