import type { StringBundle } from '../../i18n';

export const ueberkochenStrings: StringBundle = {
  de: {
    'ueberkochen.option.fourRounds': 'Vier Runden',
    'ueberkochen.option.limit19': 'Engere Töpfe (Grenze 19)',
    'ueberkochen.pot.H': 'Herztopf',
    'ueberkochen.pot.D': 'Karotopf',
    'ueberkochen.pot.C': 'Kreuztopf',
    'ueberkochen.wrongPot': '{card} darf nicht in diesen Topf: Herz, Karo und Kreuz nur in den Topf ihrer Farbe, Pik in jeden.',
    'ueberkochen.playAction': '{card} in den {potName} legen',
  },
  en: {
    'ueberkochen.option.fourRounds': 'Four rounds',
    'ueberkochen.option.limit19': 'Tighter pots (limit 19)',
    'ueberkochen.pot.H': 'hearts pot',
    'ueberkochen.pot.D': 'diamonds pot',
    'ueberkochen.pot.C': 'clubs pot',
    'ueberkochen.wrongPot': '{card} cannot go into that pot: hearts, diamonds and clubs only into their own pot, spades into any.',
    'ueberkochen.playAction': 'Play {card} into the {potName}',
  },
};
