import type { StringBundle } from './lang';

/** Strings of the TV's join corner, the phone's top line and score sheet, and a phone's lobby. */
export const uiScreensStrings: StringBundle = {
  de: {
    'tv.join': 'Mitspielen: Tisch',
    'phone.top': '{round} · {you}: {points}',
    'phone.scores': 'Punkte',
    'phone.scoresTitle': 'Punktestand',
    'phone.scoresClose': 'Schließen',
    'phone.total': 'Punkte',
    'phone.lobbyTitle': 'Du sitzt am Tisch {room}',
    'phone.lobbyGame': '{game} · dein Platz: {seat}',
    'phone.lobbyWaiting': 'Warte, bis der Gastgeber die Partie startet – {taken} von {seats} Plätzen besetzt.',
    'phone.lobbyReady': 'Alle Plätze sind besetzt: gleich geht es los.',
  },
  en: {
    'tv.join': 'Join: table',
    'phone.top': '{round} · {you}: {points}',
    'phone.scores': 'Scores',
    'phone.scoresTitle': 'Scores',
    'phone.scoresClose': 'Close',
    'phone.total': 'Points',
    'phone.lobbyTitle': 'You have a seat at table {room}',
    'phone.lobbyGame': '{game} · your seat: {seat}',
    'phone.lobbyWaiting': 'Waiting for the host to start — {taken} of {seats} seats taken.',
    'phone.lobbyReady': 'Every seat is taken: the match starts any moment.',
  },
};
