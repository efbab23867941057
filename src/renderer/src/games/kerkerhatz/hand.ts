/**
 * The Kerkerhatz hand as the DOM lays it out: the heroes to choose from at the start, then this
 * seat's hero, the cards (one tap or key each; picked two by two in a collapse), the hero's power,
 * the callouts and giving up. On a Pixi table the cards are transparent buttons the scene draws into.
 */
import { HERO_QUEEN, POWER_COST, hasFreePause, type Hero, type KerkerhatzMove, type KerkerhatzView } from '../../../../shared/games/kerkerhatz';
import { cardName } from '../../table/model';
import { h } from '../../ui/dom';
import { cardFace, handFill } from '../../ui/cards';
import type { KhGiveUp } from './giveUp';
import { optimisticHand, playFor, powerTargets } from './model';
import { CALLOUTS, calloutText, type KhTable } from './parts';

export function handArea(t: KhTable, view: KerkerhatzView, names: string[], giveUp: KhGiveUp): HTMLElement[] {
  const hand = view.hand;
  if (!hand || t.frame?.hideHand) return [];
  const tr = t.ctx.tr;
  const lang = t.ctx.settings.lang;
  const viewer = view.viewer as number;
  const heroes = t.legal.filter((m): m is Extract<KerkerhatzMove, { type: 'hero' }> => m.type === 'hero');
  if (heroes.length > 0) {
    return [
      h(
        'section',
        { className: 'hand-panel kh-hand-area heroes', 'aria-label': tr('kerkerhatz.chooseHero') },
        h('h2', {}, tr('kerkerhatz.chooseHero')),
        h('div', { className: 'kh-heroes' }, ...heroes.map((m) => heroButton(t, m.hero))),
      ),
    ];
  }
  const shown = optimisticHand(
    hand,
    t.pending.map((p) => p.card),
  );
  const collapse = view.phase === 'collapse' && view.collapsePending.includes(viewer);
  const cards = shown.map((card, i) => {
    const move = playFor(view, t.legal, card);
    const picked = t.discardPick.includes(card);
    const label = collapse ? tr('kerkerhatz.discardCard', { card: cardName(lang, card) }) : tr('kerkerhatz.playCard', { card: cardName(lang, card) });
    return h(
      'button',
      {
        type: 'button',
        className: `kh-card${picked ? ' selected' : ''}`,
        'aria-label': label,
        'aria-pressed': collapse ? String(picked) : null,
        'aria-disabled': collapse || move ? null : 'true',
        'aria-keyshortcuts': i < 10 ? String((i + 1) % 10) : null,
        'data-key': `card-${card}`,
        'data-card': card,
        onclick: (e: Event) => (collapse ? t.pickDiscard(card) : move ? t.playMove(move) : t.refuse(card, e.currentTarget as Element)),
        onfocus: () => t.lift(card, true),
        onblur: () => t.lift(card, false),
        onpointerenter: () => t.lift(card, true),
        onpointerleave: () => t.lift(card, document.activeElement?.getAttribute('data-card') === card),
      },
      t.pixi ? null : cardFace(lang, card),
      i < 10 ? h('span', { className: 'key', 'aria-hidden': 'true' }, String((i + 1) % 10)) : null,
    );
  });
  const hero = view.heroes[viewer];
  const calls = CALLOUTS.map((emote) =>
    h('button', { type: 'button', className: 'callout', disabled: view.dark, 'data-key': emote, onclick: () => t.callout(emote) }, calloutText(tr, emote)),
  );
  const myCallout = t.callouts.find((c) => c.seat === viewer && c.until > Date.now());
  return [
    h(
      'section',
      { className: `hand-panel kh-hand-area${collapse ? ' collapse' : ''}`, 'aria-label': tr('tables.hand') },
      hero
        ? h(
            'p',
            { className: 'kh-me' },
            cardFace(lang, HERO_QUEEN[hero], 'mini'),
            ' ',
            h('strong', {}, tr(`kerkerhatz.hero.${hero}`)),
            ` – ${tr(`kerkerhatz.power.${hero}`)}`,
            myCallout ? h('span', { className: 'bubble' }, calloutText(tr, myCallout.emote)) : null,
          )
        : null,
      collapse ? h('p', { className: 'kh-collapse', role: 'alert' }, tr('kerkerhatz.collapse', { n: Math.min(2, shown.length) })) : null,
      h('div', { className: 'kh-hand', role: 'group', 'aria-label': tr('tables.hand'), 'data-fill': handFill(cards.length) }, ...cards),
      t.frame?.replay ? null : h('div', { className: 'kh-actions' }, ...powerButtons(t, view, names, hero), ...calls),
      t.frame?.replay ? null : giveUp.box(view, names, viewer),
    ),
  ];
}

/** The hero's power: the healer's per teammate, the beginner clock's time keeper's free pause beside the paid one. */
function powerButtons(t: KhTable, view: KerkerhatzView, names: string[], hero: Hero | null | undefined): HTMLElement[] {
  const tr = t.ctx.tr;
  const power = powerTargets(t.legal);
  const buttons: HTMLElement[] = [];
  if (!hero) return buttons;
  const label = (n: number): string => `${tr(`kerkerhatz.call.${hero}`)} (${tr('kerkerhatz.cost', { n })})`;
  const base = label(POWER_COST);
  if (hero === 'healer') {
    for (const mate of power.teammates)
      buttons.push(
        h(
          'button',
          { type: 'button', className: 'power', 'data-key': `power-${mate}`, onclick: () => t.usePower('cards', mate) },
          `${base} → ${names[mate] ?? ''}`,
        ),
      );
    if (power.teammates.length === 0) buttons.push(h('button', { type: 'button', className: 'power', disabled: true }, base));
  } else if (hasFreePause(view.options, hero)) {
    // The beginner clock's time keeper chooses each time: the free pause, or the power as usual to swap cards.
    buttons.push(
      h(
        'button',
        {
          type: 'button',
          className: 'power',
          'data-key': 'power-free',
          'aria-keyshortcuts': 'P',
          disabled: !power.free,
          onclick: () => t.usePower('free'),
        },
        label(0),
      ),
    );
    buttons.push(
      h(
        'button',
        { type: 'button', className: 'power', 'data-key': 'power', disabled: !power.paid, onclick: () => t.usePower('cards') },
        `${base} – ${tr('kerkerhatz.swapCards')}`,
      ),
    );
  } else {
    buttons.push(
      h(
        'button',
        { type: 'button', className: 'power', 'data-key': 'power', 'aria-keyshortcuts': 'P', disabled: !power.paid, onclick: () => t.usePower('cards') },
        base,
      ),
    );
  }
  return buttons;
}

function heroButton(t: KhTable, hero: Hero): HTMLElement {
  const tr = t.ctx.tr;
  return h(
    'button',
    {
      type: 'button',
      className: 'kh-hero',
      'data-key': `hero-${hero}`,
      'aria-label': `${tr(`kerkerhatz.hero.${hero}`)}: ${tr(`kerkerhatz.power.${hero}`)}`,
      onclick: (e: Event) => void t.host.send({ type: 'hero', hero }, e.currentTarget as Element),
    },
    cardFace(t.ctx.settings.lang, HERO_QUEEN[hero]),
    h('strong', {}, tr(`kerkerhatz.hero.${hero}`)),
    h('span', {}, `${tr('tables.quoted', { text: tr(`kerkerhatz.call.${hero}`) })} ${tr(`kerkerhatz.power.${hero}`)}`),
  );
}
