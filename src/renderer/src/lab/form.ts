/**
 * The balance lab's form: the game, the job (one variant, two compared on the same deals, or the grid
 * of levels), the table, the bots and the options, with every number the rules texts name (limits,
 * clocks, hand sizes, the level table) in its range, and the texts' presets. A variant can be played
 * at a table from here.
 */
import { CATALOG } from '../../../shared/catalog';
import { OptionsError } from '../../../shared/engine/errors';
import { defaultOptionsOf, presetHolds, tableSpecs, type OptionPreset, type OptionSpec, type OptionValue } from '../../../shared/engine/options';
import { standInLevel } from '../../../shared/bots';
import { botNames } from '../../../shared/engine/simulate';
import type { Json } from '../../../shared/engine/types';
import { gridJobs, gridLevels } from '../../../shared/lab/grid';
import type { LabConfig } from '../../../shared/lab/job';
import type { AppContext } from '../table/context';
import type { TableVariant } from '../screens/newTable';
import { h } from '../ui/dom';

export type Mode = 'single' | 'ab' | 'grid';

interface Variant {
  bots: string[];
  options: Record<string, OptionValue>;
}

export interface LabForm {
  mode: Mode;
  game: string;
  players: number;
  seed: number;
  games: number;
  workers: number;
  a: Variant;
  b: Variant;
}

const cores = (): number => Math.max(1, navigator.hardwareConcurrency || 1);

/** The level a table seats a bot at (standInLevel): the lab answers questions about the bots people play with. */
function defaultBot(game: string): string {
  return standInLevel(CATALOG.get(game));
}

function freshVariant(game: string, players: number): Variant {
  const { players: _players, ...options } = defaultOptionsOf(CATALOG.get(game).optionsShape, players);
  return { bots: new Array<string>(players).fill(defaultBot(game)), options };
}

export function freshForm(game: string, mode: Mode): LabForm {
  const g = CATALOG.get(game);
  const players = Math.min(4, g.maxPlayers);
  return {
    mode,
    game,
    players,
    seed: 1,
    games: mode === 'grid' ? 60 : g.realtime ? 200 : 1000,
    workers: cores(),
    a: freshVariant(game, players),
    b: freshVariant(game, players),
  };
}

function configOf(form: LabForm, variant: Variant): LabConfig {
  const options: { [key: string]: Json } = { players: form.players, ...variant.options };
  return { game: form.game, options, bots: [...variant.bots], seed: form.seed, games: form.games };
}

/** The jobs a form asks for: one variant, two compared, or one per cell of the grid. */
export function jobsOf(f: LabForm): LabConfig[] {
  if (f.mode === 'grid') return gridJobs(CATALOG.get(f.game), { ...f.a.options }, f.seed, f.games);
  if (f.mode === 'ab') return [configOf(f, f.a), configOf(f, f.b)];
  return [configOf(f, f.a)];
}

/** The options error in the reader's language: a number out of its range names the number by its label. */
export function badOptionText(tr: AppContext['tr'], game: string, error: unknown): string {
  if (error instanceof OptionsError) {
    const spec = CATALOG.get(game).optionsShape.specs.find((s) => s.key === error.field);
    if (spec?.kind === 'integer') return tr('lab.badNumber', { label: tr(`${game}.option.${spec.key}`), min: spec.min, max: spec.max });
  }
  return tr('lab.bad', { error: error instanceof Error ? error.message : String(error) });
}

/** The lab's numbers: whole numbers inside their ranges, or the spec that is not. */
function outOfRange(game: string, options: Readonly<Record<string, OptionValue>>): OptionSpec | null {
  return (
    CATALOG.get(game).optionsShape.specs.find(
      (s) =>
        s.kind === 'integer' &&
        (typeof options[s.key] !== 'number' || !Number.isInteger(options[s.key]) || (options[s.key] as number) < s.min || (options[s.key] as number) > s.max),
    ) ?? null
  );
}

/** The form's fields, drawn anew when the game, the job or the players change; `form()` is what they hold now. */
export function labFields(
  ctx: AppContext,
  status: HTMLElement,
  playVariant: (game: string, variant: TableVariant) => void,
): { el: HTMLElement; form: () => LabForm; draw: () => void } {
  const tr = ctx.tr;
  let form = freshForm(CATALOG.games[0]?.id ?? '', 'single');
  const fields = h('div', { className: 'lab-form' });

  const optionInput = (spec: OptionSpec, variant: Variant, name: string): HTMLElement => {
    const label = tr(`${form.game}.option.${spec.key}`);
    const value = variant.options[spec.key];
    switch (spec.kind) {
      case 'boolean':
        return h(
          'label',
          { className: 'check' },
          h('input', {
            type: 'checkbox',
            name,
            checked: value === true,
            onchange: (e: Event) => (variant.options[spec.key] = (e.target as HTMLInputElement).checked),
          }),
          label,
        );
      case 'choice':
        return h(
          'label',
          {},
          label,
          h(
            'select',
            { name, onchange: (e: Event) => (variant.options[spec.key] = (e.target as HTMLSelectElement).value) },
            ...spec.choices.map((c) => h('option', { value: c, selected: c === value }, tr(`${form.game}.option.${spec.key}.${c}`))),
          ),
        );
      case 'integer':
        return h(
          'label',
          {},
          `${label} (${spec.min}–${spec.max})`,
          h('input', {
            type: 'number',
            name,
            min: spec.min,
            max: spec.max,
            step: 1,
            value: Number(value),
            // As typed, so a bad number is marked before the field is left.
            oninput: (e: Event) => {
              const input = e.target as HTMLInputElement;
              // An empty field is no number (Number('') would be 0).
              variant.options[spec.key] = input.value.trim() === '' ? Number.NaN : Number(input.value);
              for (const refresh of presetStates) refresh();
              const bad = outOfRange(form.game, variant.options)?.key === spec.key;
              input.setAttribute('aria-invalid', String(bad));
              status.textContent = bad ? tr('lab.badNumber', { label, min: spec.min, max: spec.max }) : '';
            },
          }),
        );
      default: {
        const never: never = spec;
        throw new Error(`unknown option kind ${JSON.stringify(never)}`);
      }
    }
  };

  /** Each preset button shows whether the numbers are the preset's, also after a number is typed. */
  const presetStates: (() => void)[] = [];

  /** A text's variant sets its numbers here, as the table screen's switch would. */
  const presetButton = (preset: OptionPreset, variant: Variant): HTMLElement => {
    const button = h(
      'button',
      {
        type: 'button',
        className: 'lab-preset',
        'aria-pressed': String(presetHolds(preset, variant.options)),
        onclick: () => {
          Object.assign(variant.options, preset.sets);
          drawForm();
        },
      },
      tr(`${form.game}.option.${preset.key}`),
    );
    presetStates.push(() => button.setAttribute('aria-pressed', String(presetHolds(preset, variant.options))));
    return button;
  };

  /** Numbers that form rows (a level table): one row of inputs per row, the columns aligned. */
  const numberTable = (numbers: readonly OptionSpec[], variant: Variant, which: 'a' | 'b'): HTMLElement | null => {
    const rows = new Map<string, OptionSpec[]>();
    for (const spec of numbers) if (spec.kind === 'integer' && spec.row) rows.set(spec.row, [...(rows.get(spec.row) ?? []), spec]);
    if (rows.size === 0) return null;
    const columns = Math.max(...[...rows.values()].map((row) => row.length));
    return h(
      'div',
      { className: 'lab-number-grid', style: `grid-template-columns: repeat(${columns}, minmax(0, 1fr))` },
      ...[...rows.values()].flat().map((s) => optionInput(s, variant, `${which}-${s.key}`)),
    );
  };

  const variantFields = (variant: Variant, which: 'a' | 'b'): HTMLElement => {
    const game = CATALOG.get(form.game);
    const grid = form.mode === 'grid';
    const switches = tableSpecs(game.optionsShape).filter((s) => !(grid && s.key === 'level'));
    const numbers = game.optionsShape.specs.filter((s) => !switches.includes(s) && s.key !== 'level');
    const seats = grid
      ? []
      : variant.bots.map((bot, seat) =>
          h(
            'label',
            {},
            tr('lab.seatBot', { n: seat + 1 }),
            h(
              'select',
              { name: `${which}-bot-${seat}`, onchange: (e: Event) => (variant.bots[seat] = (e.target as HTMLSelectElement).value) },
              ...botNames(game).map((name) => h('option', { value: name, selected: name === bot }, tr(`bot.${name}`))),
            ),
          ),
        );
    const legend = form.mode === 'ab' ? tr('lab.variant', { v: which.toUpperCase() }) : tr('lab.settings');
    const presets = game.optionsShape.presets ?? [];
    const play = grid
      ? null
      : h(
          'button',
          { type: 'button', className: 'lab-play', onclick: () => playVariant(form.game, { players: form.players, options: { ...variant.options } }) },
          tr('lab.play'),
        );
    return h(
      'fieldset',
      { className: `lab-variant lab-variant-${which}` },
      h('legend', {}, legend),
      ...seats,
      ...switches.map((s) => optionInput(s, variant, `${which}-${s.key}`)),
      numbers.length === 0
        ? null
        : h(
            'fieldset',
            { className: 'lab-numbers' },
            h('legend', {}, tr('lab.numbers')),
            presets.length === 0
              ? null
              : h('div', { className: 'lab-presets' }, h('span', {}, tr('lab.presets')), ...presets.map((p) => presetButton(p, variant))),
            h(
              'div',
              { className: 'lab-number-list' },
              ...numbers.filter((s) => !(s.kind === 'integer' && s.row)).map((s) => optionInput(s, variant, `${which}-${s.key}`)),
            ),
            numberTable(numbers, variant, which),
          ),
      play,
    );
  };

  const numberField = (key: string, name: string, value: number, min: number, max: number, set: (n: number) => void): HTMLElement =>
    h(
      'label',
      {},
      tr(key),
      h('input', { type: 'number', name, min, max, step: 1, value, onchange: (e: Event) => set(Number((e.target as HTMLInputElement).value)) }),
    );

  const drawForm = (): void => {
    presetStates.length = 0;
    const game = CATALOG.get(form.game);
    const modes: Mode[] = gridLevels(game) === null ? ['single', 'ab'] : ['single', 'ab', 'grid'];
    const top = h(
      'fieldset',
      { className: 'lab-job' },
      h('legend', {}, tr('lab.job')),
      h(
        'label',
        {},
        tr('lab.game'),
        h(
          'select',
          { name: 'game', onchange: (e: Event) => ((form = freshForm((e.target as HTMLSelectElement).value, 'single')), drawForm()) },
          ...CATALOG.games.map((g) => h('option', { value: g.id, selected: g.id === form.game }, tr(`${g.id}.name`))),
        ),
      ),
      h(
        'label',
        {},
        tr('lab.mode'),
        h(
          'select',
          {
            name: 'mode',
            onchange: (e: Event) => (
              (form = { ...freshForm(form.game, (e.target as HTMLSelectElement).value as Mode), seed: form.seed, workers: form.workers }),
              drawForm()
            ),
          },
          ...modes.map((m) => h('option', { value: m, selected: m === form.mode }, tr(`lab.mode.${m}`))),
        ),
      ),
      form.mode === 'grid'
        ? null
        : h(
            'label',
            {},
            tr('lab.players'),
            h(
              'select',
              {
                name: 'players',
                onchange: (e: Event) => {
                  form.players = Number((e.target as HTMLSelectElement).value);
                  form.a = freshVariant(form.game, form.players);
                  form.b = freshVariant(form.game, form.players);
                  drawForm();
                },
              },
              ...Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i).map((n) =>
                h('option', { value: n, selected: n === form.players }, String(n)),
              ),
            ),
          ),
      numberField(form.mode === 'grid' ? 'lab.gamesPerCell' : 'lab.games', 'games', form.games, 1, 1_000_000, (n) => (form.games = n)),
      numberField('lab.seed', 'seed', form.seed, 0, 0xffffffff, (n) => (form.seed = n)),
      numberField('lab.workers', 'workers', form.workers, 1, 64, (n) => (form.workers = n)),
    );
    fields.replaceChildren(top, h('div', { className: 'lab-variants' }, variantFields(form.a, 'a'), form.mode === 'ab' ? variantFields(form.b, 'b') : null));
  };

  return { el: fields, form: () => form, draw: drawForm };
}
