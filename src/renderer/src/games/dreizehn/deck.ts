/**
 * Dreizehn's own cards as the table draws them (table/deck.ts): the value on its colour, from the
 * Okabe–Ito palette (distinct for the common colour-vision deficiencies), each colour with a shape of
 * its own for colour-blind players: blue circle, green triangle, yellow square, red star (the red fours
 * are filled with their colour). Its phone cards are styled in deck.css.
 */
import type { Card } from '../../../../shared/cards';
import { t } from '../../../../shared/catalog';
import type { DeckColour, DeckLook } from '../../table/deck';
import './deck.css';

const colour = (fill: number, shape: DeckColour['shape'], solid = false): DeckColour => ({ fill, shape, solid });

const COLOURS: Record<'B' | 'G' | 'Y' | 'R', DeckColour> = {
  B: colour(0x0072b2, (x, y, size) => ({ kind: 'circle', x, y, r: (size / 2) * 0.8 })),
  G: colour(0x009e73, (x, y, size, flip) => {
    const s = size / 2;
    const f = flip ? -1 : 1;
    return { kind: 'poly', points: [x, y - f * s * 0.85, x + s * 0.9, y + f * s * 0.7, x - s * 0.9, y + f * s * 0.7] };
  }),
  Y: colour(0xe69f00, (x, y, size) => {
    const s = size / 2;
    return { kind: 'poly', points: [x - s * 0.7, y - s * 0.7, x + s * 0.7, y - s * 0.7, x + s * 0.7, y + s * 0.7, x - s * 0.7, y + s * 0.7] };
  }),
  R: colour(
    0xd55e00,
    (x, y, size, flip) => {
      const s = size / 2;
      const f = flip ? -1 : 1;
      const points: number[] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 === 0 ? s : s * 0.45;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push(x + r * Math.cos(a), y + f * r * Math.sin(a));
      }
      return { kind: 'poly', points };
    },
    true,
  ),
};

export const DREIZEHN_DECK: DeckLook = {
  colours: COLOURS,
  read(card: Card) {
    const letter = card.slice(-1);
    const value = card.slice(0, -1);
    return letter in COLOURS && /^\d$/.test(value) ? { value: Number(value), colour: letter } : null;
  },
  pipRows: { 1: [1], 2: [2], 4: [2, 2], 5: [3, 2], 7: [3, 3, 1] },
  handClass: 'ph-dz',
  name: (lang, card) =>
    card === '4R' ? t(lang, 'card.redFour') : t(lang, 'card.colourNamed', { colour: t(lang, `dreizehn.colour.${card.slice(-1)}`), rank: card.slice(0, -1) }),
};
