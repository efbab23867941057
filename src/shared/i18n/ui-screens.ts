import type { StringBundle } from './lang';

/** Strings of the TV's join corner during play, the phone's line of points and its score sheet, and the lobby as a phone sees it. */
export const uiScreensStrings: StringBundle = {
  de: {
    'tv.join': 'Mitspielen: Tisch',
    'phone.scores': 'Punkte',
    'phone.scoresTitle': 'Punktestand',
    'phone.lobbyWaiting': 'Warte, bis der Gastgeber die Partie startet – {taken} von {seats} Plätzen besetzt.',
    'phone.lobbyReady': 'Alle Plätze sind besetzt – warte, bis der Gastgeber die Partie startet.',
  },
  en: {
    'tv.join': 'Join: table',
    'phone.scores': 'Scores',
    'phone.scoresTitle': 'Scores',
    'phone.lobbyWaiting': 'Waiting for the host to start — {taken} of {seats} seats taken.',
    'phone.lobbyReady': 'Every seat is taken — waiting for the host to start.',
  },
};
