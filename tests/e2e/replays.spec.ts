import { expect, type Page } from '@playwright/test';
import type { MoveEntry } from '../../src/shared/engine/log';
import type { Json, MatchResult } from '../../src/shared/engine/types';
import { CATALOG, keysOf, t } from '../../src/shared/catalog';
import { shortCard } from '../../src/renderer/src/ui/cardText';
import { FileStore } from '../../src/host/store/file';
import { expectDrawnTable, openClient, test, visibleTexts, watchErrors } from './support';

test.describe.configure({ timeout: 120_000 });

const SEATS: Json[] = [
  { kind: 'person', name: 'Anna' },
  { kind: 'bot', level: 'normal' },
  { kind: 'bot', level: 'beginner' },
];

interface Filed {
  id: string;
  moves: MoveEntry[];
  result: MatchResult;
}

/**
 * Files a finished match with the host's replays, the way the host does (its own store), played
 * by a fixed choice among the legal moves: Kerkerhatz's team uses a power once, plays cards, then
 * gives up, so its level ends soon.
 */
async function fileFinishedMatch(gameId: string, players: number, seed: number): Promise<Filed> {
  const game = CATALOG.find(gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  const options = game.defaultOptions(players);
  let state = game.setup(options, seed);
  const moves: MoveEntry[] = [];
  for (let step = 0; game.result(state) === null; step++) {
    if (step > 50_000) throw new Error(`${gameId} did not end`);
    const seat = game.toAct(state).find((s) => game.legalMoves(state, s).length > 0);
    if (seat === undefined) throw new Error(`${gameId}: nobody can move`);
    const legal = game.legalMoves(state, seat) as { type?: string }[];
    // Kerkerhatz: one power first, then cards, so that its log has both to name.
    const power = gameId === 'kerkerhatz' && !moves.some((m) => (m.move as { type?: string }).type === 'power');
    const card = gameId === 'kerkerhatz' ? legal.find((m) => m.type === 'play') : undefined;
    const move =
      (step > 40
        ? legal.find((m) => m.type === 'giveUp')
        : ((power ? legal.find((m) => m.type === 'power') : undefined) ?? card ?? legal.find((m) => m.type !== 'giveUp'))) ??
      (legal[(step * 7919) % legal.length] as { type?: string });
    // Half a second a move: the dungeon's first card has turned up by the third, so there are cards to play.
    const at = game.realtime ? step * 500 : undefined;
    state = game.apply(state, seat, move, at);
    moves.push(at === undefined ? { seat, move } : { seat, move, at });
  }
  const store = new FileStore(process.env.KARTENSTUBE_E2E_DATA ?? '');
  const id = `e2e-${gameId}-${seed}-${Date.now()}`;
  const journal = await store.create({ id, game: gameId, options, seed, table: { seats: SEATS.slice(0, players) } });
  for (const [index, entry] of moves.entries()) await journal.appendEntry(index, entry);
  const result = game.result(state) ?? { winners: [], scores: [], lowerIsBetter: false };
  await journal.finish(result);
  return { id, moves, result };
}

async function openReplay(page: Page, gameName: string): Promise<void> {
  await openClient(page);
  await page.getByRole('button', { name: 'Wiederholungen' }).click();
  await page.getByRole('listitem').filter({ hasText: gameName }).first().getByRole('button', { name: 'Ansehen' }).click();
  await expect(page.getByText(/^Zug 0 von \d{1,3}(\.\d{3})*$/)).toBeVisible();
}

/**
 * At the replay's end, as at the live table's: the last round's scoring first (a game without
 * rounds has none), and after it the result with its final breakdown.
 */
async function expectEndPanels(page: Page, lastRound: RegExp | null, resultTitle: RegExp | string, breakdown: RegExp | null): Promise<void> {
  if (lastRound) {
    const scoring = page.getByRole('dialog', { name: lastRound });
    await expect(scoring).toBeVisible();
    await expect(scoring.getByRole('table')).not.toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await scoring.getByRole('button', { name: 'Weiter' }).click();
  }
  const result = page.getByRole('dialog', { name: resultTitle });
  await expect(result).toBeVisible();
  if (breakdown) await expect(result.getByRole('table', { name: breakdown })).toBeVisible();
}

/**
 * Steps forward, back, to the end: the step counter follows, the end shows the last round's
 * scoring and the result with its breakdown, the log fills; stepping onto the last step from the
 * one before shows them again.
 */
async function stepThrough(page: Page, lastRound: RegExp | null, resultTitle: RegExp | string, breakdown: RegExp | null): Promise<void> {
  await page.getByRole('button', { name: 'Vor', exact: true }).click();
  await page.getByRole('button', { name: 'Vor', exact: true }).click();
  await expect(page.getByText(/^Zug 2 von \d{1,3}(\.\d{3})*$/)).toBeVisible();
  await page.getByRole('button', { name: 'Einen Zug zurück' }).click();
  await expect(page.getByText(/^Zug 1 von \d{1,3}(\.\d{3})*$/)).toBeVisible();
  await page.getByRole('button', { name: 'Ende', exact: true }).click();
  // The numbers are written as the language writes them ("1.799" in German).
  await expect(page.getByText(/^Zug ([\d.]+) von \1$/)).toBeVisible();
  await expectEndPanels(page, lastRound, resultTitle, breakdown);
  await expect(page.locator('.log-list li')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Tisch ansehen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Einen Zug zurück' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Vor', exact: true }).click();
  await expectEndPanels(page, lastRound, resultTitle, breakdown);
  await page.getByRole('button', { name: 'Tisch ansehen' }).click();
  await page.getByRole('button', { name: 'Anfang', exact: true }).click();
  await expect(page.getByText(/^Zug 0 von \d{1,3}(\.\d{3})*$/)).toBeVisible();
}

for (const [id, name, players] of [
  ['ueberkochen', 'Überkochen', 3],
  ['dreizehn', 'Dreizehn', 3],
] as const) {
  test(`a finished ${name} match opened as a replay draws its table, shows a hand and steps to the score sheet`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await fileFinishedMatch(id, players, 11);
    await openReplay(page, name);
    await page.getByLabel('Hand zeigen von').selectOption({ label: 'Anna' });
    await expect(page.locator('.hit.card').first()).toBeAttached();
    await expectDrawnTable(page);
    await page.screenshot({ path: test.info().outputPath(`${id}-replay.png`) });
    await stepThrough(page, /^Wertung der Runde \d+$/, 'Partie vorbei', /^Punkteblatt$/);
    await page.getByRole('button', { name: 'Ende', exact: true }).click();
    await page
      .getByRole('dialog', { name: /^Wertung der Runde/ })
      .getByRole('button', { name: 'Weiter' })
      .click();
    // A bot is named by its seat, its level a chip beside the name.
    const sheet = page.getByRole('dialog', { name: 'Partie vorbei' }).getByRole('table', { name: 'Punkteblatt' });
    await expect(sheet.locator('th', { hasText: 'Bot 2' }).locator('.level-badge')).toHaveText('Normal');
    await expect(page.locator('.log-list li')).not.toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('a finished Machtkampf match opened as a replay draws its table, shows a hand and steps to the score sheet', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await fileFinishedMatch('machtkampf', 3, 5);
  await openReplay(page, 'Machtkampf');
  await expect(page.locator('.dt-table.mk')).toBeVisible();
  await page.getByLabel('Hand zeigen von').selectOption({ label: 'Anna' });
  await expect(page.locator('.mk-hand .mk-card').first()).toBeAttached();
  await expectDrawnTable(page);
  await page.screenshot({ path: test.info().outputPath('machtkampf-replay.png') });
  await stepThrough(page, /^Spiel \d+ ist aus$/, 'Partie vorbei', /^Punkteblatt$/);
  expect(errors).toEqual([]);
});

test('a finished Kerkerhatz level opened as a replay draws its table and steps to the end screen', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await fileFinishedMatch('kerkerhatz', 2, 3);
  await openReplay(page, 'Kerkerhatz');
  await expect(page.locator('.dt-table.kh')).toBeVisible();
  await page.getByLabel('Hand zeigen von').selectOption({ label: 'Anna' });
  await expect(page.locator('.kh-hand .kh-card, .kh-heroes .kh-hero').first()).toBeAttached();
  await page.getByRole('button', { name: 'Vor', exact: true }).click();
  await page.screenshot({ path: test.info().outputPath('kerkerhatz-replay.png') });
  await page.getByRole('button', { name: 'Anfang', exact: true }).click();
  // A level is the whole match: no round's scoring before its end screen.
  await stepThrough(page, null, /Verloren/, null);
  // The end screen's breakdown, as at the live table: what the team beat and played, and how long it took.
  await page.getByRole('button', { name: 'Ende', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /Verloren/ })).toContainText(/Kerkerkarten? besiegt, \d+ Karten? gespielt/);
  expect(errors).toEqual([]);
});

/** The names the table gives the seats of SEATS. */
const NAMES = ['Anna', 'Bot 2', 'Bot 3'];

const stepText = (page: Page): Promise<string> => page.locator('.replay-step').innerText();
const stepOf = async (page: Page): Promise<number> => Number((await stepText(page)).replace(/^Zug ([\d.]+) von .*$/, '$1').replace('.', ''));

for (const [id, name, players, seed] of [
  ['ueberkochen', 'Überkochen', 3, 11],
  ['dreizehn', 'Dreizehn', 3, 11],
  ['machtkampf', 'Machtkampf', 3, 5],
  ['kerkerhatz', 'Kerkerhatz', 2, 3],
] as const) {
  test(`${name}: the list names the players and the winner; the same keys, speeds and all hands in the replay`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    const filed = await fileFinishedMatch(id, players, seed);
    await openClient(page);
    await page.getByRole('button', { name: 'Wiederholungen' }).click();
    const item = page.getByRole('listitem').filter({ hasText: name }).first();
    // Who played (a bot with its level) and who won.
    await expect(item.locator('.replay-players')).toHaveText(`Am Tisch: ${['Anna', 'Bot 2 Normal', 'Bot 3 Anfänger'].slice(0, players).join(', ')}`);
    const winners = filed.result.winners.map((seat) => NAMES[seat]).join(', ');
    await expect(item.locator('.replay-winner')).toHaveText(
      id === 'kerkerhatz' ? (filed.result.winners.length > 0 ? 'Gemeinsam gewonnen' : 'Gemeinsam verloren') : `Gewonnen: ${winners}`,
    );
    await item.getByRole('button', { name: 'Ansehen' }).click();
    await expect(page.getByText(/^Zug 0 von [\d.]+$/)).toBeVisible();
    // The keys work from the start, wherever the focus is, and the menus' arrow keys do not take them.
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.replay-step')).toHaveText(/^Zug 1 von/);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.replay-step')).toHaveText(/^Zug 2 von/);
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('.replay-step')).toHaveText(/^Zug 1 von/);
    // The focus on the table's hand or nowhere at all: the keys still step.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.replay-step')).toHaveText(/^Zug 2 von/);
    await page.keyboard.press('Home');
    await expect(page.locator('.replay-step')).toHaveText(/^Zug 0 von/);
    // The speed: shown, changed by a key and by the list; playing advances the steps.
    const speed = page.getByRole('combobox', { name: 'Tempo' });
    await expect(speed).toHaveValue('1');
    await page.keyboard.press('+');
    await expect(speed).toHaveValue('2');
    await expect(speed.locator('option:checked')).toHaveText('2×');
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect(speed).toHaveValue('0.5');
    await expect(speed.locator('option:checked')).toHaveText('0,5×');
    await speed.selectOption('4');
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Anhalten' })).toBeVisible();
    await expect.poll(() => stepOf(page)).toBeGreaterThanOrEqual(3);
    await expect(speed).toHaveValue('4');
    await page.keyboard.press('Space');
    // Paused, or (a short match) at its end, where the replay stops by itself and the result opens.
    if (await page.getByRole('dialog').isVisible()) await page.getByRole('button', { name: 'Tisch ansehen' }).click();
    await expect(page.getByRole('button', { name: 'Abspielen' })).toBeVisible();
    expect(await stepOf(page)).toBeGreaterThanOrEqual(3);
    // Every seat's hand, face up.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.getByLabel('Hand zeigen von').selectOption({ label: 'allen' });
    const hands = page.locator('.replay-hands .replay-hand');
    await expect(hands).toHaveCount(players);
    await expect(hands.filter({ has: page.locator('.kcard') })).toHaveCount(players);
    await expect(hands.first().locator('strong')).toHaveText('Anna');
    // One hand again: the strip goes.
    await page.getByLabel('Hand zeigen von').selectOption({ label: 'niemandem' });
    await expect(page.locator('.replay-hands')).toBeHidden();
    // The keys are named in the bar's tooltips and under the log.
    await expect(page.getByRole('button', { name: 'Vor', exact: true })).toHaveAttribute('title', 'Vor (→)');
    await expect(page.locator('.replay-keys')).toContainText('Leertaste');
    if (id === 'kerkerhatz') await kerkerhatzLog(page, filed);
    expect(errors).toEqual([]);
  });
}

/** Kerkerhatz's log names the card after a play and the hero's power after one, at the step they were made. */
async function kerkerhatzLog(page: Page, filed: Filed): Promise<void> {
  const play = filed.moves.findIndex((m) => (m.move as { type?: string }).type === 'play');
  const power = filed.moves.findIndex((m) => (m.move as { type?: string }).type === 'power');
  expect(play).toBeGreaterThan(0);
  expect(power).toBeGreaterThan(0);
  const log = page.locator('.log-list');
  for (const [index, text] of [
    [play, playLine(filed.moves[play] as MoveEntry)],
    [power, /nutzt die Kraft (der|des) (Kämpferin|Spähers|Heilers|Zeitwächterin)/],
  ] as const) {
    await page.keyboard.press('Home');
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
    await expect(page.locator('.replay-step')).toHaveText(new RegExp(`^Zug ${index} von`));
    await expect(log).not.toContainText(text);
    // The step of the move (step n is after n moves): its line is there.
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.replay-step')).toHaveText(new RegExp(`^Zug ${index + 1} von`));
    await expect(log).toContainText(text);
  }
  // At the end the log is longer than its column: it shows its newest lines.
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Tisch ansehen' }).click();
  await expect(log.locator('li').last()).toBeInViewport();
}

function playLine(entry: MoveEntry): string {
  const move = entry.move as { card: string; target: string };
  return `${NAMES[entry.seat] ?? ''} legt ${shortCard('de', move.card as never)} auf ${shortCard('de', move.target as never)}.`;
}

/** Words both languages write alike: a German string of this text is no sign of German. */
const SAME_IN_BOTH = new Set(['Bot {n}', 'Otter', 'Joker', 'Vibration', 'Machtkampf']);

/**
 * The German words of the replay screen: its own strings, the table's and the game's, as a pattern
 * each ({placeholders} match any words). A string English uses for another text ("Team") or writes
 * alike tells nothing and is left out, and so is one with no word of its own ("{player}: {combo}");
 * an English string left in German (the same text under its own key) is not.
 */
function germanWords(prefixes: readonly string[]): { key: string; pattern: RegExp }[] {
  const english = new Map(keysOf('en').map((key) => [t('en', key), key]));
  return (
    keysOf('de')
      // A seat's friendly default name ("Fuchs") is a player's name, not a word of the screen: the list shows
      // matches saved in German by other tests, their players named so.
      .filter((key) => prefixes.some((prefix) => key.startsWith(prefix)) && !key.startsWith('seat.friendly.'))
      .flatMap((key) => {
        const text = t('de', key);
        const elsewhere = (english.get(text) ?? key) !== key;
        if (elsewhere || SAME_IN_BOTH.has(text) || !/\p{L}{3}/u.test(text.replace(/\{\w+\}/g, ''))) return [];
        const body = text
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^$()[\]\\|]/g, '\\$&').replace(/[{}]/g, '\\$&'))
          .join('.+?');
        return [{ key, pattern: new RegExp(`(?<![\\p{L}\\d])${body}(?![\\p{L}])`, 'u') }];
      })
  );
}

/** Every text the replay screen shows or names: the visible words, the tooltips and accessible names, the lists' choices, what Pixi draws. */
async function shownTexts(page: Page): Promise<string[]> {
  const dom = await page.evaluate(() => [
    ...document.body.innerText.split('\n'),
    ...[...document.querySelectorAll('[title], [aria-label]')].flatMap((el) => [el.getAttribute('title') ?? '', el.getAttribute('aria-label') ?? '']),
    ...[...document.querySelectorAll('option')].map((o) => o.textContent ?? ''),
  ]);
  const canvas = (await page.evaluate(visibleTexts)).filter((s) => s.where === 'canvas').map((s) => s.text);
  return [...dom, ...canvas].map((s) => s.trim()).filter((s) => s !== '');
}

async function expectNoGerman(page: Page, words: { key: string; pattern: RegExp }[]): Promise<void> {
  const texts = await shownTexts(page);
  const found = words.flatMap(({ key, pattern }) => texts.filter((text) => pattern.test(text)).map((text) => `${key}: ${text}`));
  expect(found).toEqual([]);
}

test('a replay in English: the list, the controls, their tooltips and legend, the speeds and the hands are English, and no German word of the screen shows', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const en = (key: string, params?: Record<string, unknown>): string => t('en', key, params);
  const german = germanWords(['replays.', 'bot.', 'seat.', 'tables.', 'table.', 'hud.', 'log.', 'machtkampf.', 'cards.', 'card.']);
  expect(german.length).toBeGreaterThan(100);
  const filed = await fileFinishedMatch('machtkampf', 3, 5);
  await openClient(page, '&lang=en');
  await page.getByRole('button', { name: en('start.replays') }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Machtkampf' }).first();
  await expect(item.locator('.replay-players')).toHaveText(`${en('replays.players')} Anna, Bot 2 ${en('bot.normal')}, Bot 3 ${en('bot.beginner')}`);
  await expect(item.locator('.replay-winner')).toHaveText(en('replays.winners', { players: filed.result.winners.map((seat) => NAMES[seat]).join(', ') }));
  await expectNoGerman(page, german);
  await item.getByRole('button', { name: en('replays.watch') }).click();
  await expect(page.locator('.replay-step')).toHaveText(en('replays.step', { index: 0, count: filed.moves.length }));
  // The controls, each with its key in its tooltip, and the keys under the log.
  for (const [key, keys] of [
    ['replays.first', en('replays.keys.home')],
    ['replays.prev', '←'],
    ['replays.play', en('replays.keys.space')],
    ['replays.next', '→'],
    ['replays.last', en('replays.keys.end')],
    ['replays.close', 'Esc'],
  ] as const) {
    await expect(page.getByRole('button', { name: en(key), exact: true })).toHaveAttribute('title', `${en(key)} (${keys})`);
  }
  await expect(page.locator('.replay-keys')).toHaveText(en('replays.keys'));
  // The speeds are written as English writes numbers, with a point.
  const speed = page.getByRole('combobox', { name: en('replays.speed') });
  await expect(speed).toHaveAttribute('title', `${en('replays.speed')} (${en('replays.keys.speed')})`);
  await expect(speed.locator('option')).toHaveText(['0.5×', '1×', '2×', '4×']);
  const hands = page.getByLabel(en('replays.seat'));
  await expect(hands.locator('option')).toHaveText([en('replays.noHand'), ...NAMES, en('replays.everybody')]);
  await expectNoGerman(page, german);
  // A few moves on, every hand shown, the log filling: still English.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.replay-step')).toHaveText(en('replays.step', { index: 2, count: filed.moves.length }));
  await hands.selectOption({ label: en('replays.everybody') });
  await expect(page.locator('.replay-hands .replay-hand')).toHaveCount(3);
  await expect(page.locator('.log-list li')).not.toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: en('replays.pause'), exact: true })).toHaveAttribute(
    'title',
    `${en('replays.pause')} (${en('replays.keys.space')})`,
  );
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: en('replays.play'), exact: true })).toBeVisible();
  await expectNoGerman(page, german);
  // The end: the last game's scoring, in English too.
  await page.keyboard.press('End');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoGerman(page, german);
  await page.screenshot({ path: test.info().outputPath('machtkampf-replay-en.png') });
  expect(errors).toEqual([]);
});
