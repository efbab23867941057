import type { GameStrings } from '../../engine/module';

export const ueberkochenStrings: GameStrings = {
  de: {
    'ueberkochen.name': 'Überkochen',
    'ueberkochen.tagline': 'Karten in drei Töpfe – wer einen über 20 bringt, muss alles nehmen.',
    'ueberkochen.rules':
      '## Worum es geht\n\nIn der Mitte stehen drei Töpfe: einer für Herz, einer für Karo, einer für Kreuz. Reihum legt jeder eine Karte in einen Topf. Wer einen Topf über die Grenze bringt, muss alles herausnehmen, was vorher darin lag – und das kostet am Ende Punkte. Wer nach allen Runden die wenigsten Minuspunkte hat, gewinnt.\n\n## Die Karten\n\nGespielt wird mit Ass bis 10 in Herz, Karo und Kreuz und mit Pik 2 bis 9, dem Gift. Das Ass zählt 1, die anderen Karten ihre Zahl. Die Könige von Herz, Karo und Kreuz markieren nur die Töpfe.\n\n## Ein Zug\n\nDu musst genau eine Karte legen, passen gibt es nicht. Herz kommt nur in den Herztopf, Karo nur in den Karotopf, Kreuz nur in den Kreuztopf. Pik darf in jeden Topf. Liegt danach mehr als 20 im Topf (Variante: mehr als 19), kocht er über: Du nimmst alle Karten, die vorher darin lagen, verdeckt zu dir. Deine Karte bleibt liegen und ist der Anfang des neuen Topfes.\n\n## Die Wertung\n\nWenn alle Hände leer sind, wird gezählt. Für Herz, Karo und Kreuz gilt jeweils: Wer allein die meisten Karten dieser Farbe genommen hat, wirft sie ab – sie zählen nicht. Bei Gleichstand wirft niemand ab. Jede übrige Herz-, Karo- oder Kreuzkarte kostet einen Punkt, jede Pik-Karte zwei. Pik wird nie abgeworfen.\n\n## Ende\n\nEs werden so viele Runden gespielt, wie Personen mitspielen (Variante: immer vier). Der Geber wechselt jede Runde nach links. Die wenigsten Punkte gewinnen; bei Gleichstand gewinnen alle Besten.\n\n## Tipp\n\nAuf den Töpfen steht ihre Summe. Die Gedächtnisstütze in den Einstellungen zeigt, wer schon wie viele Karten jeder Farbe genommen hat.',
    'ueberkochen.option.fourRounds': 'Vier Runden',
    'ueberkochen.option.limit19': 'Engere Töpfe (Grenze 19)',
    'ueberkochen.option.limit': 'Grenze eines Topfs',
    'ueberkochen.pot.H': 'Herztopf',
    'ueberkochen.pot.D': 'Karotopf',
    'ueberkochen.pot.C': 'Kreuztopf',
    'ueberkochen.wrongPot': '{card} darf nicht in diesen Topf: Herz, Karo und Kreuz nur in den Topf ihrer Farbe, Pik in jeden.',
    'ueberkochen.playAction': '{card} in den {potName} legen',
    'ueberkochen.example.intro': 'Vier Leute haben eine Runde gespielt. Das hat jeder genommen:',
    'ueberkochen.example.spades': 'Pik wirft nie jemand ab: Jede Pik-Karte kostet 2 Minuspunkte, jede übrige Herz-, Karo- und Kreuzkarte 1.',
    // The balance lab's names for the figures of metrics.ts.
    'ueberkochen.lab.cardsPerBoilOver': 'Karten je Überkochen',
    'ueberkochen.lab.boilOversPerRound': 'Überkochen je Runde',
    'ueberkochen.lab.poisonTakenPerRound': 'Genommenes Gift je Runde',
  },
  en: {
    'ueberkochen.name': 'Überkochen',
    'ueberkochen.tagline': 'Cards into three pots – take one past 20 and you take it all.',
    'ueberkochen.rules':
      '## The idea\n\nThree pots stand in the middle: one for hearts, one for diamonds, one for clubs. In turn, everyone puts one card into a pot. Whoever takes a pot past its limit must take out everything that was in it before – and that costs points at the end. After the last round, the fewest penalty points win.\n\n## The cards\n\nAce to 10 of hearts, diamonds and clubs, and the 2 to 9 of spades, the poison. An ace counts 1, every other card its number. The kings of hearts, diamonds and clubs only mark the pots.\n\n## A turn\n\nYou must play exactly one card; there is no passing. Hearts go only into the hearts pot, diamonds only into the diamonds pot, clubs only into the clubs pot. Spades may go into any pot. If the pot then holds more than 20 (variant: more than 19), it boils over: you take every card that was in it before, face down. Your card stays and starts the pot anew.\n\n## Scoring\n\nWhen every hand is empty, count. For each of hearts, diamonds and clubs: whoever alone took the most cards of that suit discards them – they do not count. On a tie nobody discards. Every other heart, diamond or club costs one point, every spade two. Spades are never discarded.\n\n## The end\n\nThere are as many rounds as players (variant: always four). The deal moves one seat to the left each round. The fewest points win; on a tie all the best share the win.\n\n## Tip\n\nEach pot shows its sum. The memory aid in the settings shows how many cards of each suit everyone has taken.',
    'ueberkochen.option.fourRounds': 'Four rounds',
    'ueberkochen.option.limit19': 'Tighter pots (limit 19)',
    'ueberkochen.option.limit': 'Limit of a pot',
    'ueberkochen.pot.H': 'hearts pot',
    'ueberkochen.pot.D': 'diamonds pot',
    'ueberkochen.pot.C': 'clubs pot',
    'ueberkochen.wrongPot': '{card} cannot go into that pot: hearts, diamonds and clubs only into their own pot, spades into any.',
    'ueberkochen.playAction': 'Play {card} into the {potName}',
    'ueberkochen.example.intro': 'Four people have played a round. This is what each of them took:',
    'ueberkochen.example.spades': 'Nobody ever discards spades: each spade costs 2 penalty points, each remaining heart, diamond and club 1.',
    // The balance lab's names for the figures of metrics.ts.
    'ueberkochen.lab.cardsPerBoilOver': 'Cards per boil-over',
    'ueberkochen.lab.boilOversPerRound': 'Boil-overs per round',
    'ueberkochen.lab.poisonTakenPerRound': 'Poison taken per round',
  },
};
