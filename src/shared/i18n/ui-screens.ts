import type { StringBundle } from './lang';

/**
 * Strings of the TV's join corner during play, the phone's line of points and its score sheet, the
 * lobby as a phone sees it, and what the phones do to move the evening on (phoneControls.ts).
 */
export const uiScreensStrings: StringBundle = {
  de: {
    'tv.join': 'Mitspielen: Tisch',
    'phone.scores': 'Punkte',
    'phone.scoresTitle': 'Punktestand',
    'phone.lobbyWaiting': 'Warte, bis {who} die Partie startet – {taken} von {seats} Plätzen besetzt.',
    'phone.lobbyReady': 'Alle Plätze sind besetzt – warte, bis {who} die Partie startet.',
    'phone.theHost': 'der Gastgeber',
    'vip.badge': 'Spielleitung',
    'vip.you': 'Du leitest den Abend',
    'vip.name': 'Spielleitung: {name}',
    'round.all': 'Für alle schließen',
    'round.held': 'Es geht weiter, sobald alle gelesen haben – spätestens in {seconds} Sekunden.',
    'round.reading': 'Die anderen lesen noch die Wertung – gleich geht es weiter.',
    'result.close': 'Schließen',
    'result.otherGame': 'Anderes Spiel',
    'result.otherGameText': 'Dieselben Leute, ein anderes Spiel: Was spielt ihr als Nächstes?',
    'result.back': 'Zurück',
    'table.end': 'Tisch beenden',
    'table.endTitle': 'Den Tisch beenden?',
    'table.endText': 'Alle verlassen den Tisch, auch der Fernseher.',
    'table.endConfirm': 'Ja, Tisch beenden',
  },
  en: {
    'tv.join': 'Join: table',
    'phone.scores': 'Scores',
    'phone.scoresTitle': 'Scores',
    'phone.lobbyWaiting': 'Waiting for {who} to start — {taken} of {seats} seats taken.',
    'phone.lobbyReady': 'Every seat is taken — waiting for {who} to start.',
    'phone.theHost': 'the host',
    'vip.badge': 'runs the night',
    'vip.you': 'You run the night',
    'vip.name': 'Running the night: {name}',
    'round.all': 'Close for everybody',
    'round.held': 'Play goes on once everybody has read this — in {seconds} seconds at the latest.',
    'round.reading': 'The others are still reading the scoring — play goes on in a moment.',
    'result.close': 'Close',
    'result.otherGame': 'Another game',
    'result.otherGameText': 'Same people, another game: what do you play next?',
    'result.back': 'Back',
    'table.end': 'End the table',
    'table.endTitle': 'End the table?',
    'table.endText': 'Everybody leaves the table, the TV too.',
    'table.endConfirm': 'Yes, end the table',
  },
};
