/** Dreizehn's client side: the shared pot table with its boards, its own deck's look, and the worked example of its scoring. */
import { t } from '../../../../shared/catalog';
import { DREIZEHN_EXAMPLE } from '../../../../shared/games/dreizehn/example';
import { scoreTaken } from '../../../../shared/games/dreizehn/rules';
import { dreizehn } from '../../../../shared/games/dreizehn';
import type { ClientGame } from '../../table/games';
import { potBoard } from '../../table/potBoard';
import { potExample } from '../../table/potExample';
import { DREIZEHN_DECK } from './deck';
import { dreizehnPot } from './pot';

export const dreizehnClient: ClientGame = {
  game: dreizehn,
  board: potBoard(dreizehnPot),
  deck: DREIZEHN_DECK,
  example: (ctx) =>
    potExample(ctx, {
      intro: 'dreizehn.example.intro',
      closing: 'dreizehn.example.fours',
      players: DREIZEHN_EXAMPLE.players,
      taken: DREIZEHN_EXAMPLE.taken,
      scored: scoreTaken(DREIZEHN_EXAMPLE.taken),
      kinds: ['B', 'G', 'Y'],
      kindName: (lang, kind) => t(lang, `dreizehn.colour.${kind}`),
      cardText: (lang, card) => {
        const kind = card.slice(-1);
        return kind === 'R' ? `${card.slice(0, -1)} ${t(lang, 'dreizehn.redFour')}` : `${card.slice(0, -1)} ${t(lang, `dreizehn.colour.${kind}`)}`;
      },
    }),
};
