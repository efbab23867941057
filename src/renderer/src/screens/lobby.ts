/**
 * The lobby: the room code, the join link and its QR code for phones, the seats filling up, and the
 * start button for whoever drives the table (its opener, the TV, or the VIP: the first person
 * seated, whose phone starts the match).
 */
import type { HostMessageOf } from '../../../shared/net/protocol';
import type { AppContext } from '../table/context';
import { appBridge } from '../app/bridge';
import { joinLink } from '../app/net';
import type { TableSession } from '../app/session';
import { levelBadge } from '../ui/badge';
import { CLIENT_GAMES } from '../games/catalog';
import { drives } from '../table/phoneControls';
import { seatName } from '../table/model';
import { h } from '../ui/dom';
import { qrSvg } from '../ui/qr';

export class LobbyScreen {
  private urls: string[] = [];
  private readonly link = h('p', { className: 'join-link' });
  private readonly qr = h('div', { className: 'qr-box' });
  private readonly seats = h('ol', { className: 'seats lobby-seats' });
  private readonly start = h('button', { type: 'button', className: 'primary' });
  /** For whoever did not open the table (a phone): that the match is the host's to start, and how full the table is. */
  private readonly waiting = h('p', { className: 'lobby-waiting', role: 'status', hidden: true });
  /** A campaign game: how far the campaign has come, as the host keeps it, and its next level. */
  private readonly campaign = h('div', { className: 'lobby-campaign', role: 'region', hidden: true });
  private readonly stop: () => void;
  /** This browser's old campaign progress is offered to the host once, from the lobby of a table that plays it. */
  private importing = false;
  /** The game this lobby was drawn for: another one is a new lobby screen. */
  readonly game: string;

  constructor(
    private readonly ctx: AppContext,
    private readonly session: TableSession,
  ) {
    const tr = ctx.tr;
    this.game = session.game;
    this.start.textContent = tr('lobby.start');
    this.start.addEventListener('click', () => session.start());
    const room = session.room;
    ctx.ui.replaceChildren(
      h(
        'section',
        { className: 'screen panel lobby', 'aria-labelledby': 'lobby-title' },
        h('h2', { id: 'lobby-title' }, tr('lobby.title', { game: tr(`${session.game}.name`) })),
        this.waiting,
        this.campaign,
        h(
          'div',
          { className: 'lobby-grid' },
          h('div', {}, h('p', { className: 'room-label' }, tr('lobby.room')), h('p', { className: 'room-code', 'data-room': room }, room), this.link, this.qr),
          h('div', {}, h('h3', {}, tr('lobby.seats')), this.seats),
        ),
        // In the app, a table for the LAN opened the host to the network: the firewall may ask about it once.
        appBridge() && h('p', { className: 'firewall-hint', role: 'note' }, tr('lobby.firewall')),
        h('div', { className: 'actions' }, this.start, h('button', { type: 'button', onclick: () => ctx.home() }, tr('hud.leave'))),
      ),
    );
    // Every person at this device has a connection and hears the lobby; the screen shows what the
    // table's opener hears (only its copy says it may start the match).
    this.stop = session.on((place, message) => {
      if (message.type === 'lobby' && place === session.primary) this.update(message);
    });
    this.urls = session.primary.client.state.welcome?.urls ?? [];
    this.drawLink();
    if (session.lobby) this.update(session.lobby);
    this.start.focus();
  }

  destroy(): void {
    this.stop();
  }

  private drawLink(): void {
    const url = joinLink(this.urls, this.session.room);
    this.link.replaceChildren(this.ctx.tr('lobby.link'), ' ', h('a', { href: url, 'data-join-url': url }, url));
    this.qr.replaceChildren(qrSvg(url, this.ctx.tr('lobby.qr', { url })));
  }

  private update(lobby: HostMessageOf<'lobby'>): void {
    const tr = this.ctx.tr;
    this.seats.replaceChildren(
      ...lobby.table.seats.map((s) => {
        const state = s.kind === 'open' ? tr('lobby.waiting') : s.kind === 'bot' ? null : s.away ? tr('table.away') : tr('lobby.here');
        const name = s.kind === 'open' ? tr('seat.numbered', { n: s.seat + 1 }) : seatName(this.ctx.settings.lang, s, s.seat);
        const vip = s.vip ? [' ', h('span', { className: 'vip-badge' }, tr('vip.badge'))] : [];
        return h(
          'li',
          { className: s.kind },
          h('strong', {}, name),
          ' ',
          s.kind === 'bot' ? levelBadge(this.ctx.settings.lang, s.level ?? 'random') : h('span', {}, state ?? ''),
          ...vip,
        );
      }),
    );
    this.drawCampaign(lobby);
    const open = lobby.table.seats.filter((s) => s.kind === 'open').length;
    const driver = drives(lobby);
    this.start.hidden = !driver;
    const seats = lobby.table.seats.length;
    this.waiting.hidden = driver;
    const vip = lobby.table.seats.find((s) => s.vip)?.name ?? null;
    const who = vip ?? tr('phone.theHost');
    this.waiting.textContent = open > 0 ? tr('phone.lobbyWaiting', { taken: seats - open, seats, who }) : tr('phone.lobbyReady', { who });
    this.start.disabled = open > 0;
    this.start.textContent = open > 0 ? tr('lobby.waitingFor', { n: open }) : tr('lobby.start');
  }

  /** The campaign's next level is offered to the owner when the table is set to another one. */
  private drawCampaign(lobby: HostMessageOf<'lobby'>): void {
    const tr = this.ctx.tr;
    const campaign = lobby.table.campaign;
    this.campaign.hidden = !campaign;
    if (!campaign) return this.campaign.replaceChildren();
    const { progress } = campaign;
    const title = tr('lobby.campaignOfGroup', { campaign: tr(`${lobby.table.game}.campaign.${campaign.name}`), group: campaign.group });
    const won = progress.summary.filter((s) => s.won > 0).map((s) => s.level);
    if (!this.importing && lobby.you.role !== 'spectator') void this.importOld(lobby);
    const level = lobby.table.options.level;
    const other = JSON.stringify(campaign.next) !== JSON.stringify(lobby.table.options);
    const offer =
      other && drives(lobby)
        ? h('button', { type: 'button', onclick: () => this.session.setOptions(campaign.next) }, tr('lobby.campaignPlay', { level: progress.level }))
        : null;
    this.campaign.setAttribute('aria-label', title);
    this.campaign.replaceChildren(
      h(
        'p',
        { className: 'campaign-next' },
        progress.completed ? tr('lobby.campaignDone') : tr('lobby.campaign', { campaign: title, level: progress.level, levels: campaign.levels }),
      ),
      h('p', { className: 'campaign-won' }, won.length > 0 ? tr('lobby.campaignWon', { levels: won.join(', ') }) : tr('lobby.campaignNoneWon')),
      ...(other && typeof level === 'number' ? [h('p', {}, tr('lobby.campaignOther', { level }))] : []),
      ...(offer ? [offer] : []),
    );
  }

  /**
   * Progress this browser kept before the host did goes to the host from here, where this device
   * sits at a table that plays that campaign (the host takes it from nobody else), and is deleted
   * once the host took it. Old progress of the other campaign (normal or hard) waits for a table of that one.
   */
  private async importOld(lobby: HostMessageOf<'lobby'>): Promise<void> {
    this.importing = true;
    const campaign = lobby.table.campaign;
    if (!campaign) return;
    let taken = false;
    for (const old of CLIENT_GAMES.find(lobby.table.game)?.board.oldCampaigns?.() ?? []) {
      const options: Record<string, boolean | number | string> = {};
      for (const [key, value] of Object.entries({ ...lobby.table.options, ...old.options }))
        if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') options[key] = value;
      try {
        await this.session.primary.client.campaign(lobby.table.game, options, { group: campaign.group, imported: old.progress });
        old.forget();
        taken = true;
      } catch {
        // Not this table's campaign (or no answer): kept for a table that plays it.
      }
    }
    if (taken) this.ctx.toast(this.ctx.tr('newTable.campaignImported'));
  }
}
