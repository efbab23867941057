/**
 * Kerkerhatz's dungeon as the DOM lays it out: the strip at the top (the clock, the dungeon deck,
 * the boss waiting under it, the dark), the teammates' seats, and the dungeon card with what it
 * still needs, the cards on it and the event box (the countdown, the queen button, why a card
 * cannot go). On a Pixi table these boxes are transparent and the scene draws into them.
 */
import type { FrenchCard } from '../../../../shared/cards';
import { HERO_QUEEN, type KerkerhatzView } from '../../../../shared/games/kerkerhatz';
import { cardName } from '../../table/model';
import { h } from '../../ui/dom';
import { seatBadge } from '../../ui/badge';
import { cardBack, cardFace } from '../../ui/cards';
import { SUIT_SYMBOL } from '../../ui/cardText';
import type { KhClock } from './clock';
import { needList } from './model';
import { calloutText, type KhTable } from './parts';

/** The strip at the top: the clock (and the pause), the dungeon deck, the boss until revealed, the dark. */
export function dungeonTop(t: KhTable, view: KerkerhatzView, clock: KhClock): HTMLElement {
  const tr = t.ctx.tr;
  const clockEl = clock.face();
  const paused = view.clock.status === 'paused';
  const deck = h(
    'p',
    { className: 'kh-deck' },
    h('strong', {}, String(view.dungeonLeft)),
    ' ',
    tr('kerkerhatz.deckLeft'),
    h('span', { className: 'kh-deck-level' }, ` · ${tr('kerkerhatz.level', { level: view.level })}`),
  );
  const bossLabel = tr('kerkerhatz.bossNeeds', { n: view.bossPerSuit });
  const boss = h(
    'div',
    { className: 'kh-boss', role: 'img', 'aria-label': `${cardName(t.ctx.settings.lang, view.boss)} – ${bossLabel}` },
    t.pixi ? null : cardFace(t.ctx.settings.lang, view.boss, 'small'),
    h('span', {}, bossLabel),
  );
  return h(
    'div',
    { className: `kh-top${paused ? ' paused' : ''}` },
    h('div', { className: 'kh-clock-box' }, clockEl, paused ? h('p', { className: 'kh-paused', role: 'status' }, tr('kerkerhatz.paused')) : null),
    deck,
    view.bossRevealed ? null : boss,
    view.dark ? h('p', { className: 'kh-dark-banner', role: 'status' }, tr('kerkerhatz.dark')) : null,
  );
}

/** The teammates, the dungeon card and the log beside them. */
export function dungeonBoard(t: KhTable, view: KerkerhatzView, names: string[], clock: KhClock): HTMLElement {
  const viewer = typeof view.viewer === 'number' ? view.viewer : null;
  const mates = view.handSizes.map((size, seat) => (seat === viewer ? null : seatBox(t, view, names, seat, size))).filter((x): x is HTMLElement => x !== null);
  return h(
    'div',
    { className: 'kh-board' },
    h('div', { className: 'kh-mates' }, ...mates),
    dungeon(t, view, names, clock),
    h('aside', { className: 'kh-side' }, t.host.logOpen ? t.host.logPanel : null),
  );
}

function seatBox(t: KhTable, view: KerkerhatzView, names: string[], seat: number, size: number): HTMLElement {
  const tr = t.ctx.tr;
  const hero = view.heroes[seat];
  const callout = t.callouts.find((c) => c.seat === seat && c.until > Date.now());
  const label = `${names[seat]}: ${hero ? tr(`kerkerhatz.hero.${hero}`) : ''}, ${tr('kerkerhatz.handCount', { n: size })}, ${tr('kerkerhatz.pileCount', { n: view.pileSizes[seat] ?? 0 })}`;
  const pixi = t.pixi;
  return h(
    'section',
    { className: 'kh-seat', 'aria-label': label, 'data-seat': seat },
    h('h3', {}, names[seat] ?? '', hero ? h('small', {}, ` · ${tr(`kerkerhatz.hero.${hero}`)}`) : null, seatBadge(t.ctx.settings.lang, t.frame?.seats[seat])),
    h(
      'div',
      { className: 'kh-seat-row' },
      hero && !pixi ? cardFace(t.ctx.settings.lang, HERO_QUEEN[hero], 'mini') : null,
      h(
        'div',
        { className: 'mk-backs' },
        ...(pixi ? [] : Array.from({ length: Math.min(size, 6) }, () => cardBack('mini'))),
        h('span', { className: 'count', 'data-count': size }, String(size)),
      ),
      h('span', { className: 'pile' }, tr('kerkerhatz.pileCount', { n: view.pileSizes[seat] ?? 0 })),
    ),
    callout ? h('p', { className: 'bubble', role: 'status' }, calloutText(tr, callout.emote)) : null,
  );
}

/** The dungeon card, what it still needs, the event box and the cards played on it; or the wait for the next card. */
function dungeon(t: KhTable, view: KerkerhatzView, names: string[], clock: KhClock): HTMLElement {
  const tr = t.ctx.tr;
  const lang = t.ctx.settings.lang;
  const current = view.current;
  const countdown = clock.countdown(current !== null && view.phase === 'window');
  if (!current) {
    const flip = t.legal.find((m) => m.type === 'flip');
    return h(
      'div',
      { className: 'kh-dungeon empty' },
      view.phase === 'heroes' ? h('p', {}, tr('kerkerhatz.choosingHeroes')) : h('p', {}, tr('kerkerhatz.nextCard')),
      flip
        ? h(
            'button',
            { type: 'button', className: 'primary', onclick: (e: Event) => void t.host.send(flip, e.currentTarget as Element) },
            tr('kerkerhatz.flip'),
          )
        : null,
    );
  }
  const needs = needList(current.remaining);
  const needEl = needs
    ? h(
        'ul',
        { className: 'kh-needs', 'aria-label': tr('kerkerhatz.stillNeeds') },
        ...needs.map((n) =>
          h(
            'li',
            { className: n.suit === 'H' || n.suit === 'D' ? 'red' : '', 'data-suit': n.suit, 'data-count': n.count },
            `${n.count}× ${n.suit === 'any' ? tr('kerkerhatz.anySuit') : (SUIT_SYMBOL[n.suit] ?? '')}`,
          ),
        ),
      )
    : h('p', { className: 'kh-needs hidden', 'aria-label': tr('kerkerhatz.stillNeeds') }, tr('kerkerhatz.countYourself'));
  const pendingShown = t.pending.filter((p) => p.target === current.card);
  const pixi = t.pixi;
  const playedItem = (card: FrenchCard, who: string, seat: number | 'pending'): HTMLElement =>
    h(
      'li',
      { className: seat === 'pending' ? 'pending' : '', title: who, 'aria-label': `${cardName(lang, card)} – ${who}`, 'data-card': card, 'data-seat': seat },
      pixi ? null : cardFace(lang, card, 'small'),
      h('span', {}, who),
    );
  const played = h(
    'ol',
    { className: 'kh-played', 'aria-label': tr('kerkerhatz.played') },
    ...current.played.map((p) => playedItem(p.card, names[p.seat] ?? '', p.seat)),
    ...pendingShown.map((p) => playedItem(p.card, tr('tables.you'), 'pending')),
  );
  let window: HTMLElement | null = null;
  if (countdown) {
    const queen = t.legal.find((m) => m.type === 'play');
    window = h(
      'div',
      { className: 'kh-window', role: 'alert' },
      h('p', {}, tr(`kerkerhatz.event.${current.card.slice(-1)}`)),
      h(
        'div',
        { className: 'kh-window-row' },
        h('p', { className: 'kh-countdown-line' }, tr('kerkerhatz.windowCountdown'), ' ', h('span', { className: 'kh-ring' }, countdown, ' s')),
      ),
      queen
        ? h(
            'button',
            { type: 'button', className: 'primary queen', 'data-key': 'queen', 'aria-keyshortcuts': 'Q', onclick: () => t.playMove(queen) },
            tr('kerkerhatz.queen'),
          )
        : null,
      t.eventReason?.target === current.card ? h('p', { className: 'kh-window-reason', role: 'alert' }, t.eventReason.text) : null,
    );
  }
  const kindName = tr(`kerkerhatz.kind.${current.kind}`);
  return h(
    'div',
    { className: `kh-dungeon kind-${current.kind}` },
    h(
      'div',
      { className: 'kh-current', role: 'img', 'aria-label': `${kindName}: ${cardName(lang, current.card)}`, 'data-card': current.card },
      pixi ? null : cardFace(lang, current.card, 'big'),
      h('p', { className: 'kind' }, kindName),
    ),
    h('div', { className: 'kh-status' }, needEl, window, played),
  );
}
