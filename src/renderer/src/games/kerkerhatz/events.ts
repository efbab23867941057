/**
 * What a step of Kerkerhatz tells the table: heroes chosen, every card played, power used and
 * Einsturz discard (by whom), cards beaten and revealed, hands passed round, votes to give up, and
 * the end of a level with the campaign map.
 */
import type { ChartPhase } from '../../../../shared/engine/chart';
import type { FrenchCard } from '../../../../shared/cards';
import { LEVELS, actionsBetween, levelOf, type KerkerhatzAction, type KerkerhatzView } from '../../../../shared/games/kerkerhatz';
import type { CampaignInfo } from '../../../../shared/net/protocol';
import type { AppContext } from '../../table/context';
import type { TableSession } from '../../app/session';
import type { Frame, TableEvent } from '../../table/board';
import { errorText } from '../../table/refusal';
import { h } from '../../ui/dom';
import { shortCard } from '../../ui/cardText';
import { formatClock, handsPassed, isKerkerhatzView } from './model';

/** What a step of Kerkerhatz tells the table: cards beaten and revealed, hands passed round, the end with the campaign map. */
export function kerkerhatzEvents(ctx: AppContext, prev: Frame | null, next: Frame, phases: readonly ChartPhase[]): TableEvent[] {
  const view = next.message.view;
  if (!isKerkerhatzView(view)) return [];
  const before = prev && isKerkerhatzView(prev.message.view) ? prev.message.view : null;
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const events: TableEvent[] = [];
  // A new level restarts the log's reading: nothing carries over from the last one.
  const same = before !== null && before.level === view.level && next.message.index > (prev?.message.index ?? 0);
  if (same) {
    view.heroes.forEach((hero, seat) => {
      if (hero && !before.heroes[seat])
        events.push({ kind: 'log', text: tr('kerkerhatz.log.hero', { player: next.names[seat] ?? '', hero: tr(`kerkerhatz.hero.${hero}`) }) });
    });
    view.giveUpVotes.forEach((vote, seat) => {
      if (vote && !before.giveUpVotes[seat]) events.push({ kind: 'log', text: tr('kerkerhatz.log.giveUp', { player: next.names[seat] ?? '' }) });
    });
  }
  // Every card played, every power and every Einsturz discard, before what they beat: a hand never shrinks unexplained.
  if (same) for (const action of actionsBetween(before, view)) events.push({ kind: 'log', text: actionLine(ctx, next.names, action) });
  if (same)
    for (const card of view.beaten.slice(before.beaten.length)) events.push({ kind: 'log', text: tr('kerkerhatz.log.gone', { card: shortCard(lang, card) }) });
  if (view.current && view.current.card !== (same ? (before.current?.card ?? null) : null)) {
    events.push({
      kind: 'log',
      text: tr('kerkerhatz.log.revealed', { card: shortCard(lang, view.current.card), kind: tr(`kerkerhatz.kind.${view.current.kind}`) }),
    });
  }
  if (same && handsPassed({ beaten: before.beaten.length, happened: before.tally.happened }, view))
    events.push({ kind: 'log', text: tr('kerkerhatz.log.passed') });
  if (
    same &&
    prev &&
    next.message.index === prev.message.index + 1 &&
    view.current &&
    view.current.card === before.current?.card &&
    view.current.played.length > before.current.played.length
  )
    events.push({ kind: 'sound', sound: 'card' });
  if (next.message.result && phases.includes('matchOver')) events.push(...endOfLevel(ctx, view, next));
  return events;
}

/** A log line for what a player did (shared/games/kerkerhatz/actions.ts), in the game's own words. */
function actionLine(ctx: AppContext, names: readonly string[], action: KerkerhatzAction): string {
  const tr = ctx.tr;
  const lang = ctx.settings.lang;
  const cards = (list: readonly FrenchCard[]): string => list.map((c) => shortCard(lang, c)).join(', ');
  const player = action.seat === null ? '' : (names[action.seat] ?? '');
  switch (action.kind) {
    case 'play': {
      const params = { player, card: shortCard(lang, action.card), target: shortCard(lang, action.target) };
      if (action.seat === null) return tr('kerkerhatz.log.playNobody', params);
      return action.suit ? tr('kerkerhatz.log.playAs', { ...params, suit: tr(`suit.${action.suit}`) }) : tr('kerkerhatz.log.play', params);
    }
    case 'power': {
      if (action.discarded.length === 0) return tr('kerkerhatz.log.freePause', { player });
      const params = { player, cards: cards(action.discarded) };
      if (action.hero !== 'healer') return tr(`kerkerhatz.log.power.${action.hero}`, params);
      return action.teammate === null
        ? tr('kerkerhatz.log.power.healerAlone', params)
        : tr('kerkerhatz.log.power.healer', { ...params, mate: names[action.teammate] ?? '' });
    }
    case 'discard':
      return tr('kerkerhatz.log.discard', { player, cards: cards(action.cards) });
    default: {
      const never: never = action;
      throw new Error(`unknown Kerkerhatz action ${JSON.stringify(never)}`);
    }
  }
}

function endOfLevel(ctx: AppContext, view: KerkerhatzView, frame: Frame): TableEvent[] {
  const tr = ctx.tr;
  const won = view.phase === 'won';
  const stats = h(
    'p',
    {},
    `${[tr('kerkerhatz.stats.defeated', { n: view.tally.defeated }), tr('kerkerhatz.stats.played', { n: view.tally.played }), tr('kerkerhatz.stats.time', { time: formatClock(view.clock.elapsedMs) })].join(', ')}.`,
  );
  const text = won ? tr('kerkerhatz.won') : tr(`kerkerhatz.cause.${view.cause ?? 'time'}`);
  const campaign = frame.campaign;
  const body = [h('p', { className: 'winners' }, text), stats, ...(campaign ? campaignBody(ctx, campaign, view.options) : [])];
  // The next level is the campaign's, as the host counted this match; the owner plays it from here.
  const nextLevel = campaign?.progress.level ?? view.level;
  const again =
    campaign && frame.owner
      ? {
          label: won && nextLevel !== view.level ? tr('kerkerhatz.nextLevel', { level: nextLevel }) : tr('kerkerhatz.again', { level: nextLevel }),
          run: (session: TableSession) => playNext(ctx, session, campaign),
        }
      : undefined;
  return [
    { kind: 'sound', sound: won ? 'win' : 'round' },
    {
      kind: 'panel',
      panel: {
        kind: 'result',
        title: won ? tr('kerkerhatz.wonTitle') : tr('kerkerhatz.lostTitle'),
        className: won ? 'kh-won' : 'kh-lost',
        body,
        ...(again ? { again } : {}),
      },
    },
  ];
}

/** The campaign map: every level, those won at least once ticked, the one to play next marked. */
function campaignBody(ctx: AppContext, campaign: CampaignInfo, options: KerkerhatzView['options']): HTMLElement[] {
  const tr = ctx.tr;
  const map = h(
    'ol',
    { className: 'kh-map', 'aria-label': tr('kerkerhatz.campaign') },
    // The dungeons of this match's options: a variant from the lab may build other ones.
    ...LEVELS.map((standard) => levelOf(options, standard.level)).map((l) => {
      const beaten = campaign.progress.summary.some((s) => s.level === l.level && s.won > 0);
      const here = campaign.progress.level === l.level;
      return h(
        'li',
        { className: `${beaten ? 'beaten' : ''}${here ? ' next' : ''}`, 'aria-current': here ? 'step' : null },
        h('strong', {}, tr('kerkerhatz.level', { level: l.level })),
        h(
          'span',
          {},
          [
            tr('kerkerhatz.shape.doors', { n: l.doors }),
            tr('kerkerhatz.shape.bosses', { n: l.miniBosses }),
            tr('kerkerhatz.shape.events', { n: l.events }),
          ].join(', '),
        ),
        h('span', { className: 'mark' }, beaten ? '✓' : here ? '▶' : ''),
      );
    }),
  );
  const mode = campaign.name === 'hard' ? h('p', { className: 'kh-hard' }, tr('kerkerhatz.hardCampaign')) : null;
  return [h('h3', {}, `${tr('kerkerhatz.campaign')} · ${campaign.group}`), ...(mode ? [mode] : []), map];
}

/** The table's options at the campaign's next level (the host's offer), then the start. */
function playNext(ctx: AppContext, session: TableSession, campaign: CampaignInfo): void {
  try {
    session.setOptions(campaign.next);
    session.start();
  } catch (error) {
    ctx.toast(errorText(ctx.settings.lang, error));
  }
}
