/**
 * What the table sends: every member its own lobby and its own view, built once per kind of
 * viewer and sent as the same text to all who share it; errors in the receiver's language.
 */
import { CATALOG } from '../shared/catalog';
import type { AnyGame, Json, Viewer } from '../shared/engine/types';
import type { Lang, Translator } from '../shared/i18n';
import type { HostMessage, HostMessageOf, TableInfo } from '../shared/net/protocol';
import type { Committed } from './match';
import type { Play } from './play';
import { viewerOf, type Member } from './seating';

/** A view for `viewer`; while the host holds the match at a round's end (`held`), nobody has a legal move. */
export function viewMessage(game: AnyGame, room: string, play: Play, viewer: Viewer, held = false): HostMessageOf<'view'> {
  return {
    type: 'view',
    room,
    index: play.index,
    view: game.view(play.state, viewer),
    legal: typeof viewer === 'number' && !play.result && !held ? game.legalMoves(play.state, viewer) : [],
    toAct: [...game.toAct(play.state)],
    result: play.result,
    phases: [...play.phases],
    rounds: play.rounds,
    at: play.at(),
  };
}

export function lobbyMessage(table: TableInfo, member: Member, owner: Member | null, vip: Member | null): HostMessageOf<'lobby'> {
  return { type: 'lobby', table, you: { role: member.role, seat: member.seat, owner: member === owner, vip: member === vip } };
}

/** One message to every connected member. */
export function sendAll(members: Iterable<Member>, message: HostMessage): void {
  for (const m of members) m.peer?.send(message);
}

/** Sends every connected member its own view; the member whose move it was gets its `ref` back. */
export function sendViews(members: Iterable<Member>, game: AnyGame, room: string, play: Play, committed: Committed | null, held = false): void {
  const intent = committed?.intent;
  const origin = intent?.kind === 'move' && intent.ref !== undefined ? intent.origin : null;
  const texts = new Map<Viewer, string>();
  for (const m of members) {
    if (!m.peer) continue;
    const viewer = viewerOf(m);
    if (m.id === origin && intent?.kind === 'move') {
      m.peer.send({ ...viewMessage(game, room, play, viewer, held), ref: intent.ref });
      continue;
    }
    let text = texts.get(viewer);
    if (text === undefined) {
      text = JSON.stringify(viewMessage(game, room, play, viewer, held));
      texts.set(viewer, text);
    }
    m.peer.sendText(text);
  }
}

/** An error reply: the stable code and its params, and the text for people in the receiver's language. */
export function errorMessage(lang: Lang, code: string, params: { [key: string]: Json } = {}, text: Translator = CATALOG.text): HostMessageOf<'error'> {
  return { type: 'error', code, message: text.t(lang, code, params), params };
}
