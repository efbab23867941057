/**
 * What the people at the table do to move the evening on, so that the TV needs no input after the
 * table is opened: move past a round's scoring (each for themselves; the VIP, the first person
 * seated, for everybody), and at the match's end start the next (Kerkerhatz: the next level, or the
 * same again), choose another game, or end the table. The TV keeps its own buttons for all of it.
 * Every screen names the VIP (`vipMark`).
 */
import type { HostMessageOf } from '../../../shared/net/protocol';
import type { AppContext } from './context';
import type { TableSession } from '../app/session';
import { h } from '../ui/dom';
import type { Panel, PanelAction } from './board';
import type { ClientCatalog } from './games';
import type { RoundPause } from './roundPanels';

type Lobby = HostMessageOf<'lobby'>;

/** Whether this device drives the table: its opener (the TV) or its VIP. */
export function drives(lobby: Lobby | null): boolean {
  return lobby !== null && (lobby.you.owner || lobby.you.vip);
}

/**
 * The buttons under a held round's scoring: "Continue" tells the host that the people here have
 * read it (the TV's moves everybody on); the VIP's phone may move everybody on at once.
 */
export function roundActions(ctx: AppContext, session: TableSession, round: number): PanelAction[] {
  const tr = ctx.tr;
  const you = session.lobby?.you;
  const onward = (all: boolean): void => {
    for (const place of session.places) {
      if (place.seat === null && session.lobby?.you.role !== 'table') continue;
      try {
        place.client.send({ type: 'onward', round, ...(all ? { all: true } : {}) });
      } catch {
        // Not connected: the host moves on without this device when the time is up.
      }
    }
  };
  const mine: PanelAction = { label: tr('round.continue'), primary: true, run: () => onward(false) };
  const everybody = you?.vip && !you.owner && session.seated.length === 1 ? [{ label: tr('round.all'), run: () => onward(true) }] : [];
  return [mine, ...everybody];
}

/** The line under a held round's scoring: play goes on when everybody has read it, or after the pause. */
export function roundNote(ctx: AppContext, pause: RoundPause): HTMLElement {
  return h('p', { className: 'round-held', role: 'note' }, ctx.tr('round.held', { seconds: Math.max(1, Math.round(pause.ms / 1000)) }));
}

/**
 * The buttons of a live match's result. The TV (and a desktop that opened the table) as before:
 * the next match and the way home. A phone that drives the table: the next match, another game,
 * ending the table (asked once). Any other phone only closes it: the VIP starts the next match.
 */
export function resultActions(
  ctx: AppContext,
  games: ClientCatalog,
  session: TableSession,
  panel: Panel,
  phone: boolean,
  show: (panel: Panel) => void,
): PanelAction[] {
  const tr = ctx.tr;
  const lobby = session.lobby;
  const again = panel.again ?? { label: tr('result.again'), run: (s: TableSession) => s.start() };
  const next: PanelAction = { label: again.label, primary: true, run: () => again.run(session) };
  const home: PanelAction = { label: tr('result.home'), run: () => ctx.home() };
  if (!phone) return [...(drives(lobby) ? [next] : []), home];
  if (!drives(lobby)) return [{ label: tr('result.close'), primary: true }];
  const back = (): void => show(panel);
  return [
    next,
    { label: tr('result.otherGame'), run: () => show(gameChooser(ctx, games, session, back)) },
    { label: tr('table.end'), run: () => show(endTable(ctx, session, back)) },
  ];
}

/** Another game for the next match, with the same people: the games this client can draw. */
function gameChooser(ctx: AppContext, games: ClientCatalog, session: TableSession, back: () => void): Panel {
  const tr = ctx.tr;
  const ids = games.games.map((client) => client.game.id).filter((id) => id !== session.game);
  return {
    kind: 'result',
    title: tr('result.otherGame'),
    body: [h('p', {}, tr('result.otherGameText'))],
    actions: [...ids.map((id): PanelAction => ({ label: tr(`${id}.name`), run: () => session.chooseGame(id) })), { label: tr('result.back'), run: back }],
  };
}

/** Ending the table is asked once: it sends everybody home. */
function endTable(ctx: AppContext, session: TableSession, back: () => void): Panel {
  const tr = ctx.tr;
  return {
    kind: 'result',
    title: tr('table.endTitle'),
    body: [h('p', {}, tr('table.endText'))],
    actions: [
      { label: tr('result.back'), primary: true, run: back },
      { label: tr('table.endConfirm'), run: () => session.close() },
    ],
  };
}

/** Who runs the evening, for the bar: "you" on the VIP's phone, else the VIP's name; nothing without one. */
export function vipMark(ctx: AppContext, lobby: Lobby | null): HTMLElement | null {
  if (!lobby) return null;
  const vip = lobby.table.seats.find((s) => s.vip);
  if (!vip) return null;
  return h('span', { className: `vip-mark${lobby.you.vip ? ' you' : ''}` }, lobby.you.vip ? ctx.tr('vip.you') : ctx.tr('vip.name', { name: vip.name ?? '' }));
}
