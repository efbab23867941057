import type { StringBundle } from './lang';

/** Strings the DOM tables share (card ranks as printed, counts, the phone hand): each game's own are in its strings.ts. */
export const uiTablesStrings: StringBundle = {
  de: {
    'tables.rank.J': 'B',
    'tables.rank.Q': 'D',
    'tables.rank.K': 'K',
    'tables.jokerShort': 'Joker',
    'tables.cards.one': '{n} Karte',
    'tables.cards.other': '{n} Karten',
    'tables.you': 'du',
    'tables.hand': 'Deine Hand',
    'tables.phoneSeat': '{name} – Platz {n}',
    'tables.quoted': '„{text}“',
    'tables.watchTv': 'Der Tisch ist auf dem Fernseher.',
    'tables.vibrate': 'Vibration',
  },
  en: {
    'tables.rank.J': 'J',
    'tables.rank.Q': 'Q',
    'tables.rank.K': 'K',
    'tables.jokerShort': 'Joker',
    'tables.cards.one': '{n} card',
    'tables.cards.other': '{n} cards',
    'tables.you': 'you',
    'tables.hand': 'Your hand',
    'tables.phoneSeat': '{name} – seat {n}',
    'tables.quoted': '“{text}”',
    'tables.watchTv': 'The table is on the TV.',
    'tables.vibrate': 'Vibration',
  },
};
