/**
 * A test-only page (bundled by tests/e2e/fifth-game.spec.ts, served by a host whose catalog holds
 * the fifth game): the renderer's real table shell, rules and replay for a game defined only in the
 * tests, through a client catalog that lists that game alone. `?show=` picks what it opens: `table`
 * (a table screen that opens a table, seat 1 open for a phone and a bot in seat 2, and starts it
 * when the phone is seated), `phone&room=` (a phone that takes seat 1), `rules`, `replay&id=`.
 */
// The page's CSP allows no eval: Pixi's shaders go without it, as in main.ts.
import 'pixi.js/unsafe-eval';
import '../../src/renderer/src/style.css';
import { CATALOG, createCatalog } from '../../src/shared/catalog';
import { loadSettings } from '../../src/renderer/src/app/settings';
import { TableSession } from '../../src/renderer/src/app/session';
import { Sound } from '../../src/renderer/src/audio/sound';
import { Stage, createApp } from '../../src/renderer/src/stage/stage';
import type { AppContext } from '../../src/renderer/src/table/context';
import { clientCatalog } from '../../src/renderer/src/table/games';
import { ReplayTimeline, fetchReplay } from '../../src/renderer/src/table/replay';
import { rulesBody } from '../../src/renderer/src/table/rules';
import { TableShell } from '../../src/renderer/src/table/shell';
import { h } from '../../src/renderer/src/ui/dom';
import { sticks } from '../unit/support/sticks';
import { sticksClient } from './sticks-client';

const catalog = createCatalog([...CATALOG.games, sticks]);
const games = clientCatalog([sticksClient]);

/** Opens the live table once the match runs (as main.ts routes). */
function openWhenPlaying(ctx: AppContext, session: TableSession): void {
  let shell: TableShell | null = null;
  const route = (): void => {
    const playing = session.lobby?.table.phase !== 'lobby' && session.places.some((p) => p.client.state.view);
    if (playing && !shell) shell = new TableShell(ctx, { kind: 'live', session }, games);
  };
  session.on(route);
  route();
}

async function boot(): Promise<void> {
  const tableHost = document.getElementById('table');
  const ui = document.getElementById('ui');
  if (!tableHost || !ui) throw new Error('the page lacks #table or #ui');
  const stage = new Stage(await createApp(tableHost));
  const settings = await loadSettings();
  const ctx: AppContext = {
    settings,
    sound: new Sound(),
    stage,
    ui,
    tr: (key, params) => catalog.text.t(settings.lang, key, params),
    saveSettings: () => undefined,
    home: () => ui.replaceChildren(h('p', { className: 'home' }, 'home')),
    toast: (text) => ui.append(h('p', { role: 'alert' }, text)),
  };
  const query = new URLSearchParams(location.search);
  switch (query.get('show')) {
    case 'rules':
      ui.replaceChildren(h('article', { className: 'screen panel rules' }, ...rulesBody(ctx, 'sticks', games.find('sticks'))));
      break;
    case 'table': {
      const session = await TableSession.create(
        settings.lang,
        'sticks',
        { players: 2, sticks: 7 },
        [{ kind: 'open' }, { kind: 'bot', level: 'normal' }],
        'Tisch',
        true,
      );
      ui.replaceChildren(h('p', { className: 'room-code' }, session.room));
      session.on(() => {
        const table = session.lobby?.table;
        if (table?.phase === 'lobby' && table.seats[0]?.name === 'Ben') session.start();
        // The match's id names its replay once it is over.
        if (table?.match) document.body.dataset.match = table.match.id;
      });
      openWhenPlaying(ctx, session);
      break;
    }
    case 'phone': {
      const session = await TableSession.join(settings.lang, 'Ben', query.get('room') ?? '');
      openWhenPlaying(ctx, session);
      break;
    }
    case 'replay': {
      const saved = await fetchReplay(query.get('id') ?? '');
      if (!saved) throw new Error('no such replay');
      new TableShell(ctx, { kind: 'replay', replay: new ReplayTimeline(sticks, saved), back: ctx.home }, games);
      break;
    }
  }
  document.body.dataset.ready = 'true';
}

void boot();
