/**
 * Joining a table: a room code (from the QR link it is filled in already) and a name, or one of the
 * open tables this host has. In the app, other hosts heard on the LAN (through IPC) and a typed
 * address switch the window to another host.
 */
import type { FoundHost, KartenstubeBridge } from '../../../shared/ipc';
import { LANGS } from '../../../shared/i18n';
import type { TableSummary } from '../../../shared/net/protocol';
import { appBridge } from '../app/bridge';
import type { AppContext } from '../table/context';
import { confirmHost, hostAddressToWs, otherHostAddress, pageForHost, pageForOwnHost } from '../app/lan';
import { connect } from '../app/net';
import { h } from '../ui/dom';
import { errorText } from '../table/refusal';

/** `typed`: the name typed so far, kept when the language is switched. */
export function renderJoin(
  ctx: AppContext,
  room: string,
  join: (name: string, room: string) => Promise<void>,
  back: () => void,
  typed = ctx.settings.name,
): void {
  const tr = ctx.tr;
  const name = h('input', { type: 'text', id: 'join-name', maxlength: 24, required: true, autocomplete: 'nickname', value: typed });
  const code = h('input', { type: 'text', id: 'join-code', maxlength: 4, required: true, pattern: '[A-Za-z]{4}', autocapitalize: 'characters', value: room });
  const error = h('p', { className: 'error', role: 'alert' });
  const submit = h('button', { type: 'submit', className: 'primary' }, tr('join.submit'));
  const tables = h('ul', { className: 'open-tables' });
  // Which game the code joins, once the host has listed its tables.
  const joins = h('p', { className: 'join-game', role: 'status' });
  const go = (roomCode: string): void => {
    const who = name.value.trim();
    if (!who) {
      error.textContent = tr('join.needName');
      name.focus();
      return;
    }
    ctx.settings.name = who;
    ctx.saveSettings();
    submit.disabled = true;
    join(who, roomCode.toUpperCase()).catch((err: unknown) => {
      error.textContent = errorText(ctx.settings.lang, err);
      submit.disabled = false;
    });
  };
  // A phone arrives in its browser's language (settings.ts); the switch is here, before the table.
  const langs = h(
    'div',
    { className: 'lang-switch', role: 'group', 'aria-label': tr('settings.lang') },
    ...LANGS.map((l) =>
      h(
        'button',
        {
          type: 'button',
          lang: l,
          'aria-pressed': String(l === ctx.settings.lang),
          onclick: () => {
            if (l === ctx.settings.lang) return;
            ctx.settings.lang = l;
            ctx.saveSettings();
            renderJoin(ctx, code.value, join, back, name.value);
          },
        },
        tr(`lang.${l}`),
      ),
    ),
  );
  const form = h(
    'form',
    { className: 'screen panel join', 'aria-labelledby': 'join-title' },
    langs,
    h('h2', { id: 'join-title' }, tr('join.title')),
    joins,
    otherHostNote(ctx),
    h('label', { for: 'join-name' }, tr('join.name'), name),
    h('label', { for: 'join-code' }, tr('join.code'), code),
    error,
    h('div', { className: 'actions' }, submit, h('button', { type: 'button', onclick: back }, tr('common.back'))),
    h('h3', {}, tr('join.openTables')),
    tables,
  );
  const app = appBridge();
  if (app) form.append(...otherHosts(ctx, app, form));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    go(code.value);
  });
  ctx.ui.replaceChildren(form);
  (room ? name : code).focus();
  if (room && name.value) submit.focus();
  void listTables(ctx).then((list) => {
    // A table whose seats are all taken is listed while a bot holds somebody's seat: they take it back with their name.
    const open = list.filter((t) => (t.openSeats > 0 || t.held.length > 0) && !t.locked);
    const target = list.find((t) => t.room === room.toUpperCase());
    joins.textContent = target ? tr('join.joins', { game: tr(`${target.game}.name`), room: target.room }) : '';
    const row = (t: TableSummary): HTMLElement =>
      h(
        'li',
        {},
        h(
          'button',
          { type: 'button', onclick: () => go(t.room) },
          tr('join.table', { room: t.room, game: tr(`${t.game}.name`), open: t.openSeats, players: t.players }),
        ),
        t.held.length > 0 ? h('p', { className: 'hint' }, tr('join.held', { names: t.held.join(', ') })) : null,
      );
    tables.replaceChildren(...(open.length === 0 ? [h('li', { className: 'hint' }, tr('join.noTables'))] : open.map(row)));
  });
}

/** On another host (the join screen switched to it): which one, and the way back to the page's own host. Null on the own host. */
export function otherHostNote(ctx: AppContext): HTMLElement | null {
  const address = otherHostAddress(location.href);
  if (!address) return null;
  return h(
    'div',
    { className: 'other-host' },
    h('p', { className: 'status' }, ctx.tr('host.other', { address })),
    h('button', { type: 'button', onclick: () => location.assign(pageForOwnHost(location.href)) }, ctx.tr('host.backToOwn')),
  );
}

async function listTables(ctx: AppContext): Promise<TableSummary[]> {
  const client = connect(ctx.settings.name || 'Gast', ctx.settings.lang);
  try {
    await client.ready();
    const answer = client.next('tables');
    client.send({ type: 'list' });
    return (await answer).tables;
  } catch {
    return [];
  } finally {
    client.close();
  }
}

/** Hosts heard on the LAN, refreshed while the screen is shown, and an address field for networks that drop announcements. */
function otherHosts(ctx: AppContext, app: KartenstubeBridge, screen: HTMLElement): HTMLElement[] {
  const tr = ctx.tr;
  const list = h('ul', { className: 'lan-hosts' }, h('li', { className: 'hint' }, tr('join.noLanHosts')));
  const address = h('input', { type: 'text', id: 'join-address', maxlength: 200, autocomplete: 'off', spellcheck: false });
  const error = h('p', { className: 'error', role: 'alert' });
  // Picked here by hand: that is the person's choice of host, no question on arrival.
  const goTo = (ws: string): void => {
    confirmHost(ws);
    location.assign(pageForHost(location.href, ws));
  };
  const connect = (): void => {
    const ws = hostAddressToWs(address.value);
    if (ws) goTo(ws);
    else error.textContent = tr('join.badAddress');
  };
  address.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    connect();
  });
  const row = (host: FoundHost): HTMLElement => {
    const ws = hostAddressToWs(`${host.address}:${host.port}`);
    return h(
      'li',
      {},
      h(
        'button',
        { type: 'button', disabled: !ws, onclick: () => ws && goTo(ws) },
        tr('join.lanHost', { name: host.name, address: `${host.address}:${host.port}` }),
      ),
    );
  };
  const refresh = (): void => {
    if (!screen.isConnected) {
      clearInterval(timer);
      return;
    }
    app
      .invoke('hosts:list')
      .then((hosts) => list.replaceChildren(...(hosts.length === 0 ? [h('li', { className: 'hint' }, tr('join.noLanHosts'))] : hosts.map(row))))
      .catch(() => undefined);
  };
  const timer = setInterval(refresh, 3000);
  refresh();
  return [
    h('h3', {}, tr('join.lanHosts')),
    list,
    h('label', { for: 'join-address' }, tr('join.address'), address),
    error,
    h('div', { className: 'actions' }, h('button', { type: 'button', onclick: connect }, tr('join.connect'))),
  ];
}

/**
 * A link (or QR code) names another host than the one that served this page (`?host=`): nothing
 * connects there before the person says so, with the host's address in front of them. Staying
 * opens the link on this page's own host.
 */
export function renderSwitchHost(ctx: AppContext, host: URL, go: () => void, stay: () => void): void {
  const tr = ctx.tr;
  const address = host.host;
  const yes = h('button', { type: 'button', className: 'primary', onclick: go }, tr('host.switchGo', { address }));
  const no = h('button', { type: 'button', onclick: stay }, tr('host.switchStay', { address: location.host }));
  ctx.ui.replaceChildren(
    h(
      'section',
      { className: 'screen panel switch-host', 'aria-labelledby': 'switch-title' },
      h('h2', { id: 'switch-title' }, tr('host.switchTitle')),
      h('p', {}, tr('host.switchText', { address })),
      h('p', { className: 'hint' }, tr('host.switchHint')),
      h('div', { className: 'actions' }, yes, no),
    ),
  );
  no.focus();
}
