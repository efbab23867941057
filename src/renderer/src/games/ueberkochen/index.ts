/** Überkochen's client side: the shared pot table with its pots, and the worked example of its scoring. */
import { t } from '../../../../shared/catalog';
import { UEBERKOCHEN_EXAMPLE } from '../../../../shared/games/ueberkochen/example';
import { scoreTaken } from '../../../../shared/games/ueberkochen/rules';
import type { FrenchCard } from '../../../../shared/cards';
import { ueberkochen } from '../../../../shared/games/ueberkochen';
import type { ClientGame } from '../../table/games';
import { potBoard } from '../../table/potBoard';
import { potExample } from '../../table/potExample';
import { shortCard } from '../../ui/cardText';
import { ueberkochenPot } from './pot';

export const ueberkochenClient: ClientGame = {
  game: ueberkochen,
  board: potBoard(ueberkochenPot),
  example: (ctx) =>
    potExample(ctx, {
      intro: 'ueberkochen.example.intro',
      closing: 'ueberkochen.example.spades',
      players: UEBERKOCHEN_EXAMPLE.players,
      taken: UEBERKOCHEN_EXAMPLE.taken,
      scored: scoreTaken(UEBERKOCHEN_EXAMPLE.taken),
      kinds: ['H', 'D', 'C'],
      kindName: (lang, kind) => t(lang, `suit.${kind}`),
      cardText: (lang, card) => shortCard(lang, card as FrenchCard),
    }),
};
