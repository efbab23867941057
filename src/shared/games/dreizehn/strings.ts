import type { GameStrings } from '../../engine/module';

export const dreizehnStrings: GameStrings = {
  de: {
    'dreizehn.name': 'Dreizehn',
    'dreizehn.tagline': 'Drei Zielscheiben, die 13 als Grenze – und die fiesen Vieren.',
    'dreizehn.rules':
      '## Worum es geht\n\nDrei Zielscheiben liegen in der Mitte. Reihum legt jeder eine Karte auf eine Zielscheibe. Wer eine Zielscheibe über 13 bringt, muss die Karten nehmen, die vorher darauf lagen. Am Ende gewinnen die wenigsten Minuspunkte.\n\n## Die Karten\n\n50 Karten in drei Farben – Blau (Kreis), Grün (Dreieck), Gelb (Quadrat) – mit den Werten 1, 2, 4, 5 und 7, dazu acht rote fiese Vieren (Stern).\n\n## Ein Zug\n\nJeder bekommt fünf Karten, der Rest ist der Nachziehstapel. Du legst eine Karte offen auf eine Zielscheibe. Die erste Farbkarte gibt einer Zielscheibe ihre Farbe für die ganze Runde, und jede Farbe hat nur eine Zielscheibe. Eine Farbkarte gehört also auf die Zielscheibe ihrer Farbe; hat noch keine diese Farbe, auf eine Zielscheibe ohne Farbe. Fiese Vieren dürfen überallhin. Liegt danach mehr als 13 darauf, nimmst du die Karten, die vorher dort lagen; deine Karte bleibt liegen. Dann ziehst du eine Karte nach, solange der Stapel reicht.\n\n## Die Wertung\n\nJede genommene Farbkarte kostet einen Punkt, jede fiese Vier zwei. Wer allein die meisten Karten einer Farbe hat, zahlt für diese Farbe nichts; bei Gleichstand zahlen alle. Fiese Vieren zählen immer.\n\n## Ende und Variante\n\nJeder gibt einmal, es gibt also so viele Runden wie Mitspieler. Die wenigsten Minuspunkte gewinnen. In der Variante „wie Poison“ werden alle Karten ausgeteilt, und es gibt keinen Nachziehstapel.',
    'dreizehn.option.dealAll': 'Alle Karten austeilen (wie Poison)',
    'dreizehn.colour.B': 'Blau',
    'dreizehn.colour.G': 'Grün',
    'dreizehn.colour.Y': 'Gelb',
    'dreizehn.redFour': 'fiese Vier',
    'dreizehn.redFours': 'fiese Vieren',
    'dreizehn.board': 'Zielscheibe {board}',
    'dreizehn.boardNoColour': 'noch ohne Farbe',
    'dreizehn.drawPile': 'Nachziehstapel ({count})',
    'dreizehn.dummy': 'Beiseitegelegte Hand ({count})',
    'dreizehn.playAction': '{card} auf Zielscheibe {board} legen',
    'dreizehn.overflow': '{player} bringt Zielscheibe {board} über 13 und nimmt {count} Karten.',
    'dreizehn.colourHasBoard': '{card} gehört auf Zielscheibe {own}: Dort liegt schon diese Farbe, und jede Farbe hat nur eine Zielscheibe.',
    'dreizehn.boardHasColour': '{card} darf nicht auf Zielscheibe {board}: Sie hat schon eine andere Farbe. Lege die Karte auf eine Zielscheibe ohne Farbe.',
  },
  en: {
    'dreizehn.name': 'Dreizehn',
    'dreizehn.tagline': 'Three targets, 13 is the limit – beware the nasty fours.',
    'dreizehn.rules':
      '## The idea\n\nThree boards lie in the middle. In turn, everyone plays one card onto a board. Whoever takes a board past 13 must take the cards that lay on it before. At the end, the fewest penalty points win.\n\n## The cards\n\n50 cards in three colours – blue (circle), green (triangle), yellow (square) – with the values 1, 2, 4, 5 and 7, and eight red nasty fours (star).\n\n## A turn\n\nEveryone gets five cards; the rest is the draw pile. You play one card face up onto a board. The first colour card gives a board its colour for the whole round, and each colour has only one board. So a colour card goes onto the board of its colour; if no board has that colour yet, onto a board without a colour. Nasty fours may go anywhere. If the board then holds more than 13, you take the cards that lay there before; your card stays. Then you draw a card while the pile lasts.\n\n## Scoring\n\nEvery colour card taken costs one point, every nasty four two. Whoever alone has the most cards of a colour pays nothing for that colour; on a tie everyone pays. Nasty fours always count.\n\n## The end and the variant\n\nEveryone deals once, so there are as many rounds as players. The fewest penalty points win. In the "as in Poison" variant all cards are dealt and there is no draw pile.',
    'dreizehn.option.dealAll': 'Deal all cards (as in Poison)',
    'dreizehn.colour.B': 'blue',
    'dreizehn.colour.G': 'green',
    'dreizehn.colour.Y': 'yellow',
    'dreizehn.redFour': 'nasty four',
    'dreizehn.redFours': 'nasty fours',
    'dreizehn.board': 'board {board}',
    'dreizehn.boardNoColour': 'no colour yet',
    'dreizehn.drawPile': 'draw pile ({count})',
    'dreizehn.dummy': 'hand set aside ({count})',
    'dreizehn.playAction': 'Play {card} onto board {board}',
    'dreizehn.overflow': '{player} takes board {board} past 13 and takes {count} cards.',
    'dreizehn.colourHasBoard': '{card} belongs on board {own}: that colour is already there, and each colour has only one board.',
    'dreizehn.boardHasColour': '{card} cannot go onto board {board}: it already has another colour. Play the card onto a board without a colour.',
  },
};
