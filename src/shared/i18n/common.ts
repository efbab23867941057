import type { StringBundle } from './lang';

export const commonStrings: StringBundle = {
  de: {
    'app.title': 'Kartenstube',
    'app.tagline': 'Der Kartentisch für Spieleabende',
    'app.chooseGame': 'Spiel wählen',
    'suit.C': 'Kreuz',
    'suit.D': 'Karo',
    'suit.H': 'Herz',
    'suit.S': 'Pik',
    'rule.notYourTurn': 'Du bist nicht am Zug.',
    'rule.matchOver': 'Die Partie ist vorbei.',
    'rule.badMove': 'Diesen Zug kennt das Spiel nicht.',
    'rule.notInHand': '{card} hast du nicht auf der Hand.',
    'rule.noSuchSeat': 'Diesen Platz gibt es nicht.',
  },
  en: {
    'app.title': 'Kartenstube',
    'app.tagline': 'The card table for game nights',
    'app.chooseGame': 'Choose a game',
    'suit.C': 'clubs',
    'suit.D': 'diamonds',
    'suit.H': 'hearts',
    'suit.S': 'spades',
    'rule.notYourTurn': 'It is not your turn.',
    'rule.matchOver': 'The match is over.',
    'rule.badMove': 'The game does not know this move.',
    'rule.notInHand': 'You do not hold {card}.',
    'rule.noSuchSeat': 'There is no such seat.',
  },
};
