/**
 * The Kerkerhatz table: the clock big enough for the sofa, the dungeon card with what it still
 * needs (hidden in the dark) and the cards on it, the heroes with their powers, teammates' hands
 * and callouts, the event window's countdown with the queen button, the Einsturz discards, and the
 * win/lose screen with the campaign map. One tap or key per card; plays show at once and roll back
 * if the host refuses them.
 */
import type { FrenchCard } from '../../../../shared/cards';
import { HERO_QUEEN, LEVELS, newCampaign, recordAttempt, type Campaign, type Hero, type KerkerhatzMove, type KerkerhatzView } from '../../../../shared/games/kerkerhatz';
import type { HostMessageOf } from '../../../../shared/net/protocol';
import type { AppContext } from '../../app/context';
import type { TableSession } from '../../app/session';
import { cardName } from '../../table/model';
import { h } from '../../ui/dom';
import { DomTable } from '../base';
import { cardBack, cardFace } from '../cards';
import { SUIT_SYMBOL, shortCard } from '../cardText';
import { playEffect } from '../sfx';
import { cardForKey, clockNow, discardFor, formatClock, isKerkerhatzView, needList, optimisticHand, playFor, powerFor, powerTargets, tickEvery, urgency } from './model';

const CALLOUTS = ['have.S', 'have.H', 'have.D', 'have.C', 'have.Q', 'have.J'] as const;
const CALLOUT_MS = 3500;
const CAMPAIGN_KEY = 'kartenstube.kerkerhatz.campaign';

interface Pending {
  card: FrenchCard;
  target: FrenchCard;
}

export class KerkerhatzTable extends DomTable {
  private view: KerkerhatzView | null = null;
  private message: HostMessageOf<'view'> | null = null;
  private legal: KerkerhatzMove[] = [];
  private receivedAt = 0;
  private pending: Pending[] = [];
  private discardPick: FrenchCard[] = [];
  private callouts: { seat: number | null; name: string; emote: string; until: number }[] = [];
  private clockEl: HTMLElement | null = null;
  private windowEl: HTMLElement | null = null;
  private timer: ReturnType<typeof setInterval>;
  private nextTick = 0;
  private lastIndex = -1;
  private lastCurrent: string | null = null;
  private lastPhase = '';
  private lastBeaten = 0;
  private resultShown = false;
  private readonly onKeyDown = (e: KeyboardEvent): void => this.key(e);

  constructor(ctx: AppContext, session: TableSession) {
    super(ctx, session, 'kh');
    this.timer = setInterval(() => this.tick(), 100);
    document.addEventListener('keydown', this.onKeyDown);
    this.begin();
  }

  protected override onDestroy(): void {
    clearInterval(this.timer);
    document.removeEventListener('keydown', this.onKeyDown);
  }

  protected override onEmote(message: HostMessageOf<'emote'>): void {
    if (!(CALLOUTS as readonly string[]).includes(message.emote)) return;
    this.callouts = [...this.callouts.filter((c) => c.seat !== message.seat), { seat: message.seat, name: message.name, emote: message.emote, until: Date.now() + CALLOUT_MS }];
    this.redraw();
    setTimeout(() => this.redraw(), CALLOUT_MS + 50);
  }

  private get sound(): boolean {
    return this.ctx.settings.sound;
  }

  protected render(message: HostMessageOf<'view'>): void {
    if (!isKerkerhatzView(message.view)) return;
    const view = message.view;
    if (message !== this.message) {
      this.receivedAt = Date.now();
      if (message.index < this.lastIndex) this.resultShown = false;
      this.notice(view, message.index);
    }
    this.message = message;
    this.view = view;
    this.legal = message.legal as KerkerhatzMove[];
    const hand = view.hand ?? [];
    this.pending = this.pending.filter((p) => hand.includes(p.card) && view.current?.card === p.target);
    if (view.phase !== 'collapse') this.discardPick = [];
    const names = this.names(view.handSizes.length);
    this.drawHud(this.ctx.tr('game.kerkerhatz.name'), h('span', { className: 'round' }, this.ctx.tr('kh.level', { level: view.level })));
    this.main.replaceChildren(this.top(view), this.board(view, names), ...this.handArea(view, names));
    this.root.classList.toggle('dark', view.dark);
    this.tick();
    this.panels(view, message);
  }

  private redraw(): void {
    const message = this.place.client.state.view;
    if (!message) return;
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.key ?? null;
    this.render(message);
    if (focused) this.main.querySelector<HTMLElement>(`[data-key="${focused}"]`)?.focus();
  }

  /** Sounds and vibration for what changed since the last view. */
  private notice(view: KerkerhatzView, index: number): void {
    const current = view.current?.card ?? null;
    if (current !== this.lastCurrent && view.current?.kind === 'boss') playEffect('sting', this.sound);
    else if (view.beaten.length > this.lastBeaten && this.lastIndex >= 0) playEffect('defeat', this.sound);
    if (this.lastIndex >= 0) for (const card of view.beaten.slice(this.lastBeaten)) this.log(this.ctx.tr('kh.log.gone', { card: shortCard(this.ctx.settings.lang, card) }));
    if (current !== this.lastCurrent && view.current) this.log(this.ctx.tr('kh.log.revealed', { card: shortCard(this.ctx.settings.lang, view.current.card), kind: this.ctx.tr(`kerkerhatz.kind.${view.current.kind}`) }));
    if (view.phase === 'window' && this.lastPhase !== 'window') {
      playEffect('alarm', this.sound);
      this.vibrate([80, 60, 80]);
    }
    if (view.phase === 'collapse' && this.lastPhase !== 'collapse') this.vibrate(200);
    const shuffled = view.beaten.length > this.lastBeaten && view.beaten[view.beaten.length - 1] === '5H' && view.phase !== 'window';
    if (shuffled) this.root.classList.add('passing');
    if (shuffled) setTimeout(() => this.root.classList.remove('passing'), 900);
    if (index === this.lastIndex + 1 && view.current && view.current.played.length > 0 && current === this.lastCurrent) this.ctx.sound.play('card');
    this.lastCurrent = current;
    this.lastPhase = view.phase;
    this.lastBeaten = view.beaten.length;
    this.lastIndex = index;
  }

  // ------------------------------------------------------------------ clock and dungeon

  private top(view: KerkerhatzView): HTMLElement {
    const tr = this.ctx.tr;
    this.clockEl = h('p', { className: 'kh-clock', role: 'timer', 'aria-label': tr('kh.clock') });
    const paused = view.clock.status === 'paused';
    const deck = h('p', { className: 'kh-deck' }, h('strong', {}, String(view.dungeonLeft)), ' ', tr('kh.deckLeft'));
    const boss = h('div', { className: 'kh-boss' }, cardFace(this.ctx.settings.lang, view.boss, 'small'), h('span', {}, tr('kh.bossNeeds', { n: view.bossPerSuit })));
    return h(
      'div',
      { className: `kh-top${paused ? ' paused' : ''}` },
      h('div', { className: 'kh-clock-box' }, this.clockEl, paused ? h('p', { className: 'kh-paused', role: 'status' }, tr('kerkerhatz.paused')) : null),
      deck,
      view.bossRevealed ? null : boss,
      view.dark ? h('p', { className: 'kh-dark-banner', role: 'status' }, tr('kerkerhatz.dark')) : null,
    );
  }

  /** Updates the clock and the event countdown between views; ticks faster as time runs out. */
  private tick(): void {
    const view = this.view;
    if (!view || !this.clockEl) return;
    const now = Date.now();
    const ms = clockNow(view, this.receivedAt, now);
    const level = view.phase === 'won' || view.phase === 'lost' || view.clock.status !== 'running' ? 'calm' : urgency(ms);
    this.clockEl.textContent = ms === null ? '∞' : formatClock(ms);
    this.clockEl.dataset.urgency = level;
    const every = tickEvery(level);
    if (every !== null && now >= this.nextTick) {
      playEffect('tick', this.sound);
      this.nextTick = now + every;
    }
    if (this.windowEl && view.windowEndsAt !== null) {
      const left = Math.max(0, view.windowEndsAt - view.now - (now - this.receivedAt));
      this.windowEl.textContent = (left / 1000).toFixed(1);
      this.windowEl.style.setProperty('--left', String(left / 3000));
    }
  }

  private board(view: KerkerhatzView, names: string[]): HTMLElement {
    const viewer = typeof view.viewer === 'number' ? view.viewer : null;
    const mates = view.handSizes.map((size, seat) => (seat === viewer ? null : this.seatBox(view, names, seat, size))).filter((x): x is HTMLElement => x !== null);
    return h('div', { className: 'kh-board' }, h('div', { className: 'kh-mates' }, ...mates), this.dungeon(view, names), h('aside', { className: 'kh-side' }, this.logPanel));
  }

  private seatBox(view: KerkerhatzView, names: string[], seat: number, size: number): HTMLElement {
    const tr = this.ctx.tr;
    const hero = view.heroes[seat];
    const callout = this.callouts.find((c) => c.seat === seat && c.until > Date.now());
    const label = `${names[seat]}: ${hero ? tr(`kerkerhatz.hero.${hero}`) : ''}, ${tr('kh.handCount', { n: size })}, ${tr('kh.pileCount', { n: view.pileSizes[seat] ?? 0 })}`;
    return h(
      'section',
      { className: 'kh-seat', 'aria-label': label, 'data-seat': seat },
      h('h3', {}, names[seat] ?? '', hero ? h('small', {}, ` · ${tr(`kerkerhatz.hero.${hero}`)}`) : null),
      h(
        'div',
        { className: 'kh-seat-row' },
        hero ? cardFace(this.ctx.settings.lang, HERO_QUEEN[hero], 'mini') : null,
        h('div', { className: 'mk-backs' }, ...Array.from({ length: Math.min(size, 6) }, () => cardBack('mini')), h('span', { className: 'count', 'data-count': size }, String(size))),
        h('span', { className: 'pile' }, tr('kh.pileCount', { n: view.pileSizes[seat] ?? 0 })),
      ),
      callout ? h('p', { className: 'bubble', role: 'status' }, this.calloutText(callout.emote)) : null,
    );
  }

  private calloutText(emote: string): string {
    const what = emote.slice(5);
    const symbol = SUIT_SYMBOL[what];
    return symbol ? this.ctx.tr('kh.have', { what: symbol }) : this.ctx.tr(`kh.have.${what}`);
  }

  private dungeon(view: KerkerhatzView, names: string[]): HTMLElement {
    const tr = this.ctx.tr;
    const lang = this.ctx.settings.lang;
    const current = view.current;
    this.windowEl = null;
    if (!current) {
      const flip = this.legal.find((m) => m.type === 'flip');
      return h(
        'div',
        { className: 'kh-dungeon empty' },
        view.phase === 'heroes' ? h('p', {}, tr('kh.choosingHeroes')) : h('p', {}, tr('kh.nextCard')),
        flip ? h('button', { type: 'button', className: 'primary', onclick: () => this.send(flip) }, tr('kerkerhatz.flip')) : null,
      );
    }
    const needs = needList(current.remaining);
    const needEl = needs
      ? h(
          'ul',
          { className: 'kh-needs', 'aria-label': tr('kh.stillNeeds') },
          ...needs.map((n) => h('li', { className: n.suit === 'H' || n.suit === 'D' ? 'red' : '' }, `${n.count}× ${n.suit === 'any' ? tr('kh.anySuit') : (SUIT_SYMBOL[n.suit] ?? '')}`)),
        )
      : h('p', { className: 'kh-needs hidden', 'aria-label': tr('kh.stillNeeds') }, tr('kh.countYourself'));
    const pendingShown = this.pending.filter((p) => p.target === current.card);
    const played = h(
      'ol',
      { className: 'kh-played', 'aria-label': tr('kh.played') },
      ...current.played.map((p) => h('li', { title: names[p.seat] ?? '' }, cardFace(lang, p.card, 'small'), h('span', {}, names[p.seat] ?? ''))),
      ...pendingShown.map((p) => h('li', { className: 'pending' }, cardFace(lang, p.card, 'small'), h('span', {}, tr('tables.you')))),
    );
    let window: HTMLElement | null = null;
    if (view.phase === 'window') {
      this.windowEl = h('span', { className: 'kh-countdown' });
      const queen = this.legal.find((m) => m.type === 'play');
      window = h(
        'div',
        { className: 'kh-window', role: 'alert' },
        h('p', {}, tr(`kerkerhatz.event.${current.card.slice(-1)}`)),
        h('p', { className: 'kh-countdown-line' }, tr('kh.windowCountdown'), ' ', this.windowEl, ' s'),
        queen ? h('button', { type: 'button', className: 'primary queen', 'data-key': 'queen', onclick: () => this.playMove(queen) }, tr('kh.queen')) : null,
      );
    }
    const kindName = tr(`kerkerhatz.kind.${current.kind}`);
    return h(
      'div',
      { className: `kh-dungeon kind-${current.kind}` },
      h('div', { className: 'kh-current', 'aria-label': `${kindName}: ${cardName(lang, current.card)}` }, cardFace(lang, current.card, 'big'), h('p', { className: 'kind' }, kindName)),
      h('div', { className: 'kh-status' }, needEl, window, played),
    );
  }

  // ------------------------------------------------------------------ the hand and the actions

  private handArea(view: KerkerhatzView, names: string[]): HTMLElement[] {
    const hand = view.hand;
    if (!hand || this.handHidden) return [];
    const tr = this.ctx.tr;
    const lang = this.ctx.settings.lang;
    const viewer = view.viewer as number;
    const heroes = this.legal.filter((m): m is Extract<KerkerhatzMove, { type: 'hero' }> => m.type === 'hero');
    if (heroes.length > 0) {
      return [
        h(
          'section',
          { className: 'kh-hand-area heroes', 'aria-label': tr('kh.chooseHero') },
          h('h2', {}, tr('kh.chooseHero')),
          h('div', { className: 'kh-heroes' }, ...heroes.map((m) => this.heroButton(m.hero))),
        ),
      ];
    }
    const shown = optimisticHand(hand, this.pending.map((p) => p.card));
    const collapse = view.phase === 'collapse' && view.collapsePending.includes(viewer);
    const cards = shown.map((card, i) => {
      const move = playFor(view, this.legal, card);
      const picked = this.discardPick.includes(card);
      const label = collapse ? tr('kh.discardCard', { card: cardName(lang, card) }) : tr('kh.playCard', { card: cardName(lang, card) });
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
          onclick: () => (collapse ? this.pickDiscard(card) : move ? this.playMove(move) : undefined),
        },
        cardFace(lang, card),
        i < 10 ? h('span', { className: 'key', 'aria-hidden': 'true' }, String((i + 1) % 10)) : null,
      );
    });
    const hero = view.heroes[viewer];
    const power = powerTargets(this.legal);
    const powerButtons: HTMLElement[] = [];
    if (hero) {
      const cost = view.options.beginnerClock && hero === 'timeKeeper' ? 0 : 3;
      const base = `${tr(`kerkerhatz.call.${hero}`)} (${tr('kh.cost', { n: cost })})`;
      if (hero === 'healer') {
        for (const mate of power.teammates) powerButtons.push(h('button', { type: 'button', className: 'power', 'data-key': `power-${mate}`, onclick: () => this.usePower(mate) }, `${base} → ${names[mate] ?? ''}`));
        if (power.teammates.length === 0) powerButtons.push(h('button', { type: 'button', className: 'power', disabled: true }, base));
      } else {
        powerButtons.push(h('button', { type: 'button', className: 'power', 'data-key': 'power', 'aria-keyshortcuts': 'P', disabled: !power.can, onclick: () => this.usePower() }, base));
      }
    }
    const calls = CALLOUTS.map((emote) =>
      h('button', { type: 'button', className: 'callout', disabled: view.dark, 'data-key': emote, onclick: () => this.callout(emote) }, this.calloutText(emote)),
    );
    const giveUp = this.legal.find((m) => m.type === 'giveUp');
    const votes = view.giveUpVotes.filter(Boolean).length;
    const myCallout = this.callouts.find((c) => c.seat === viewer && c.until > Date.now());
    return [
      h(
        'section',
        { className: `kh-hand-area${collapse ? ' collapse' : ''}`, 'aria-label': tr('tables.hand') },
        hero ? h('p', { className: 'kh-me' }, cardFace(lang, HERO_QUEEN[hero], 'mini'), ' ', h('strong', {}, tr(`kerkerhatz.hero.${hero}`)), ` – ${tr(`kerkerhatz.power.${hero}`)}`, myCallout ? h('span', { className: 'bubble' }, this.calloutText(myCallout.emote)) : null) : null,
        collapse ? h('p', { className: 'kh-collapse', role: 'alert' }, tr('kh.collapse', { n: Math.min(2, shown.length) })) : null,
        h('div', { className: 'kh-hand', role: 'group', 'aria-label': tr('tables.hand') }, ...cards),
        h('div', { className: 'kh-actions' }, ...powerButtons, ...calls, giveUp ? h('button', { type: 'button', className: 'give-up', onclick: () => this.send(giveUp) }, `${tr('kerkerhatz.giveUp')}${votes > 0 ? ` (${votes}/${view.handSizes.length})` : ''}`) : null),
      ),
    ];
  }

  private heroButton(hero: Hero): HTMLElement {
    const tr = this.ctx.tr;
    return h(
      'button',
      { type: 'button', className: 'kh-hero', 'data-key': `hero-${hero}`, 'aria-label': `${tr(`kerkerhatz.hero.${hero}`)}: ${tr(`kerkerhatz.power.${hero}`)}`, onclick: () => this.send({ type: 'hero', hero }) },
      cardFace(this.ctx.settings.lang, HERO_QUEEN[hero]),
      h('strong', {}, tr(`kerkerhatz.hero.${hero}`)),
      h('span', {}, `„${tr(`kerkerhatz.call.${hero}`)}“ ${tr(`kerkerhatz.power.${hero}`)}`),
    );
  }

  /** Shows the card on the dungeon card at once; the host's refusal takes it back into the hand. */
  private playMove(move: KerkerhatzMove): void {
    if (move.type === 'play') this.pending.push({ card: move.card, target: move.target });
    const card = move.type === 'play' ? move.card : null;
    this.redraw();
    this.place.client.move(move).then(
      () => this.settle(card),
      (error: unknown) => {
        if (error instanceof Error) this.ctx.toast(error.message);
        this.settle(card);
      },
    );
  }

  private settle(card: FrenchCard | null): void {
    if (card === null) return;
    const before = this.pending.length;
    this.pending = this.pending.filter((p) => p.card !== card);
    if (this.pending.length !== before) this.redraw();
  }

  private usePower(teammate?: number): void {
    if (!this.view) return;
    const move = powerFor(this.view, this.legal, teammate);
    if (move) this.send(move);
  }

  private pickDiscard(card: FrenchCard): void {
    const view = this.view;
    if (!view) return;
    this.discardPick = this.discardPick.includes(card) ? this.discardPick.filter((c) => c !== card) : [...this.discardPick, card];
    const move = discardFor(this.legal, this.discardPick);
    if (move) {
      this.discardPick = [];
      this.send(move);
    }
    this.redraw();
  }

  private callout(emote: string): void {
    if (this.view?.dark) return;
    try {
      this.place.client.send({ type: 'emote', emote });
    } catch {
      // Not connected: the callout is lost, as a shout in a noisy room.
    }
  }

  private key(e: KeyboardEvent): void {
    const view = this.view;
    const target = e.target as HTMLElement;
    if (!view?.hand || target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
    if (this.overlay.childElementCount > 0) return;
    const shown = optimisticHand(view.hand, this.pending.map((p) => p.card));
    const card = cardForKey(e.key, shown);
    if (card) {
      e.preventDefault();
      if (view.phase === 'collapse') this.pickDiscard(card);
      else {
        const move = playFor(view, this.legal, card);
        if (move) this.playMove(move);
      }
      return;
    }
    if (e.key === 'q' || e.key === 'Q') {
      const queen = this.legal.find((m) => m.type === 'play' && m.card.startsWith('Q'));
      if (queen) this.playMove(queen);
    } else if (e.key === 'p' || e.key === 'P') {
      this.usePower(powerTargets(this.legal).teammates[0]);
    }
  }

  // ------------------------------------------------------------------ the end and the campaign

  private panels(view: KerkerhatzView, message: HostMessageOf<'view'>): void {
    if (!message.result) {
      if (this.resultShown) this.closePanel();
      this.resultShown = false;
      return;
    }
    if (this.resultShown) return;
    this.resultShown = true;
    const tr = this.ctx.tr;
    const won = view.phase === 'won';
    this.ctx.sound.play(won ? 'win' : 'round');
    const campaign = this.recordCampaign(view, won);
    const map = h(
      'ol',
      { className: 'kh-map', 'aria-label': tr('kh.campaign') },
      ...LEVELS.map((l) => {
        const beaten = campaign.attempts.some((a) => a.level === l.level && a.won);
        const here = campaign.level === l.level;
        return h(
          'li',
          { className: `${beaten ? 'beaten' : ''}${here ? ' next' : ''}`, 'aria-current': here ? 'step' : null },
          h('strong', {}, tr('kh.level', { level: l.level })),
          h('span', {}, tr('kh.levelShape', { doors: l.doors, bosses: l.miniBosses, events: l.events })),
          h('span', { className: 'mark' }, beaten ? '✓' : here ? '▶' : ''),
        );
      }),
    );
    const stats = h('p', {}, tr('kh.stats', { defeated: view.tally.defeated, played: view.tally.played, time: formatClock(view.clock.elapsedMs) }));
    const nextLevel = campaign.level;
    const buttons = [
      ...(this.owner ? [h('button', { type: 'button', className: 'primary', onclick: () => this.playLevel(nextLevel) }, won && nextLevel !== view.level ? tr('kh.nextLevel', { level: nextLevel }) : tr('kh.again', { level: nextLevel }))] : []),
      h('button', { type: 'button', onclick: () => this.ctx.home() }, tr('result.home')),
    ];
    const text = won ? tr('kerkerhatz.won') : tr(`kerkerhatz.cause.${view.cause ?? 'time'}`);
    const panel = this.panel('kh-result-title', won ? tr('kh.wonTitle') : tr('kh.lostTitle'), [h('p', { className: 'winners' }, text), stats, h('h3', {}, tr('kh.campaign')), map], buttons);
    panel.classList.add(won ? 'kh-won' : 'kh-lost');
  }

  /** The campaign's progress on this device: the table's owner keeps it (one record per finished match). */
  private recordCampaign(view: KerkerhatzView, won: boolean): Campaign {
    let campaign: Campaign = newCampaign(false);
    let recorded = '';
    try {
      const raw = JSON.parse(localStorage.getItem(CAMPAIGN_KEY) ?? 'null') as { campaign?: Campaign; recorded?: string } | null;
      if (raw?.campaign?.version === 1) campaign = raw.campaign;
      recorded = raw?.recorded ?? '';
    } catch {
      // A broken entry starts a fresh campaign.
    }
    const matchId = this.session.lobby?.table.match?.id ?? '';
    if (this.owner && matchId !== recorded) {
      campaign = recordAttempt({ ...campaign, level: view.level }, won, view.cause);
      try {
        localStorage.setItem(CAMPAIGN_KEY, JSON.stringify({ campaign, recorded: matchId }));
      } catch {
        // No storage: the campaign lasts for this visit.
      }
    }
    return campaign;
  }

  private playLevel(level: number): void {
    const options: Record<string, boolean | number | string> = {};
    for (const [key, value] of Object.entries(this.session.lobby?.table.options ?? {})) {
      if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') options[key] = value;
    }
    options.level = level;
    this.closePanel();
    this.resultShown = false;
    this.lastIndex = -1;
    try {
      this.session.primary.client.send({ type: 'options', options });
      this.session.start();
    } catch (error) {
      if (error instanceof Error) this.ctx.toast(error.message);
    }
  }
}
