/**
 * A new table: TV mode first (this screen only shows the table, and every seat of a person here
 * becomes a seat open for a phone); the player count, each seat as a person at this device, a bot
 * of a level, or open for someone joining from a phone or another computer; the game's variants
 * (its switches and the presets that name the rules texts' variants, from its options shape). The
 * open button stays in view however long the form is. The lab's "play this variant" opens it with
 * the author's numbers.
 * A campaign game shows the chosen campaign as the host keeps it, its next level preselected.
 */
import { botLevels, standInLevel } from '../../../shared/bots';
import { CATALOG } from '../../../shared/catalog';
import { defaultOptionsOf, presetHolds, tableSpecs, type OptionPreset, type OptionSpec, type OptionValue } from '../../../shared/engine/options';
import { DEFAULT_GROUP } from '../../../shared/net/protocol';
import type { AppContext } from '../table/context';
import { connect } from '../app/net';
import type { SeatPlan } from '../app/session';
import { h } from '../ui/dom';
import { errorText } from '../table/refusal';
import { friendlyName } from '../table/model';

export interface NewTable {
  game: string;
  options: Record<string, OptionValue>;
  plans: SeatPlan[];
  tv: boolean;
  /** A campaign game: the group whose campaign the table plays. */
  group?: string;
}

/** A variant from the lab: its player count and every option, the lab's numbers among them. */
export interface TableVariant {
  players: number;
  options: Record<string, OptionValue>;
}

/** How the form opens: with a lab variant's numbers, or in TV mode whatever the settings say (the game night's start). */
export interface NewTableStart {
  variant?: TableVariant;
  tv?: boolean;
}

export function renderNewTable(
  ctx: AppContext,
  gameId: string,
  create: (table: NewTable) => Promise<void>,
  back: () => void,
  { variant, tv: startTv }: NewTableStart = {},
): void {
  const tr = ctx.tr;
  const game = CATALOG.get(gameId);
  const levels = botLevels(game);
  const defaultLevel = standInLevel(game);
  let players = variant?.players ?? Math.max(game.minPlayers, Math.min(4, game.maxPlayers));
  const plans: SeatPlan[] = Array.from({ length: game.maxPlayers }, (_, seat) =>
    seat === 0 ? { kind: 'here', name: ctx.settings.name } : { kind: 'bot', level: defaultLevel },
  );
  // Every option as a number or switch: the presets below only set numbers here, so what is sent is what is shown.
  const { players: _players, ...defaults } = defaultOptionsOf(game.optionsShape, players);
  const options: Record<string, OptionValue> = { ...defaults, ...variant?.options };
  let tv = startTv ?? ctx.settings.tv;
  // The seats TV mode opened for a phone, with the names they had: turning TV mode off gives them back.
  const openedForTv = new Map<number, string>();
  const tvHandNote = h('p', { className: 'error tv-hand', role: 'alert' });

  const seatList = h('ol', { className: 'seats' });
  const drawSeats = (): void => {
    const shown = plans.slice(0, players).flatMap((plan, seat) => (plan.kind === 'here' ? [tr('seat.numbered', { n: seat + 1 })] : []));
    tvHandNote.textContent = tv && shown.length > 0 ? tr('newTable.tvHandShown', { seats: shown.join(', ') }) : '';
    seatList.replaceChildren(
      ...plans.slice(0, players).map((plan, seat) => {
        const kind = h(
          'select',
          {
            'aria-label': tr('newTable.seatKind', { n: seat + 1 }),
            onchange: (e: Event) => {
              const value = (e.target as HTMLSelectElement).value;
              plans[seat] = value === 'here' ? { kind: 'here', name: '' } : value === 'open' ? { kind: 'open' } : { kind: 'bot', level: defaultLevel };
              openedForTv.delete(seat);
              drawSeats();
            },
          },
          h('option', { value: 'here', selected: plan.kind === 'here' }, tr('newTable.here')),
          h('option', { value: 'bot', selected: plan.kind === 'bot' }, tr('newTable.bot')),
          h('option', { value: 'open', selected: plan.kind === 'open' }, tr('newTable.open')),
        );
        let detail: HTMLElement;
        if (plan.kind === 'here') {
          detail = h('input', {
            type: 'text',
            maxlength: 24,
            value: plan.name,
            placeholder: friendlyName(ctx.settings.lang, seat),
            'aria-label': tr('newTable.seatName', { n: seat + 1 }),
            oninput: (e: Event) => (plan.name = (e.target as HTMLInputElement).value),
          });
        } else if (plan.kind === 'bot') {
          detail = h(
            'select',
            { 'aria-label': tr('newTable.seatLevel', { n: seat + 1 }), onchange: (e: Event) => (plan.level = (e.target as HTMLSelectElement).value) },
            ...levels.map((level) => h('option', { value: level, selected: level === plan.level }, tr(`bot.${level}`))),
          );
        } else {
          detail = h('span', { className: 'hint' }, tr('newTable.openHint'));
        }
        return h('li', {}, h('span', { className: 'seat-no' }, tr('seat.numbered', { n: seat + 1 })), kind, detail);
      }),
    );
  };

  const count = h(
    'select',
    {
      id: 'players',
      onchange: (e: Event) => {
        players = Number((e.target as HTMLSelectElement).value);
        drawSeats();
      },
    },
    ...Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i).map((n) =>
      h('option', { value: n, selected: n === players }, String(n)),
    ),
  );
  const optionFields = [
    ...tableSpecs(game.optionsShape).map((spec) => optionField(ctx, gameId, spec, options)),
    ...(game.optionsShape.presets ?? []).map((preset) => presetField(ctx, gameId, preset, options, defaults)),
  ];
  const labNumbers = game.optionsShape.specs.filter((spec) => spec.kind === 'integer' && spec.tuning === true && options[spec.key] !== spec.default);
  const labNote =
    labNumbers.length === 0
      ? null
      : h(
          'p',
          { className: 'hint lab-numbers' },
          tr('newTable.labNumbers', { list: labNumbers.map((spec) => `${tr(`${gameId}.option.${spec.key}`)} ${String(options[spec.key])}`).join(', ') }),
        );
  const campaignNote = game.campaign ? h('p', { className: 'hint campaign-next', role: 'status', hidden: true }) : null;
  // A campaign belongs to a group: one of the host's (the list) or a new name, which starts at level 1.
  const groupList = h('datalist', { id: 'campaign-groups' });
  const groupField = game.campaign
    ? h('input', {
        type: 'text',
        id: 'campaign-group',
        name: 'group',
        list: 'campaign-groups',
        maxlength: 24,
        required: true,
        autocomplete: 'off',
        value: DEFAULT_GROUP,
      })
    : null;
  const groupLabel = groupField ? h('label', { for: 'campaign-group' }, tr('newTable.group'), groupField, groupList) : null;
  const setTv = (on: boolean): void => {
    tv = on;
    plans.forEach((plan, seat) => {
      if (on && plan.kind === 'here') {
        openedForTv.set(seat, plan.name);
        plans[seat] = { kind: 'open' };
      }
      const name = openedForTv.get(seat);
      if (!on && name !== undefined && plan.kind === 'open') plans[seat] = { kind: 'here', name };
    });
    if (!on) openedForTv.clear();
    drawSeats();
  };
  const tvBox = h('input', { type: 'checkbox', id: 'tv', checked: tv, onchange: (e: Event) => setTv((e.target as HTMLInputElement).checked) });
  const error = h('p', { className: 'error', role: 'alert' });
  const submit = h('button', { type: 'submit', className: 'primary' }, tr('newTable.create'));
  const form = h(
    'form',
    { className: 'screen panel new-table', 'aria-labelledby': 'new-title' },
    h('h2', { id: 'new-title' }, tr('newTable.title', { game: tr(`${gameId}.name`) })),
    h('label', { className: 'check tv-choice' }, tvBox, tr('newTable.tv')),
    tvHandNote,
    h('label', { for: 'players' }, tr('newTable.players'), count),
    h('fieldset', {}, h('legend', {}, tr('newTable.seats')), seatList),
    optionFields.length > 0 || labNote ? h('fieldset', {}, h('legend', {}, tr('newTable.variants')), groupLabel, campaignNote, ...optionFields, labNote) : null,
    error,
    h('div', { className: 'actions' }, submit, h('button', { type: 'button', onclick: back }, tr('common.back'))),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    submit.disabled = true;
    const chosen = plans
      .slice(0, players)
      .map((p) => (p.kind === 'here' ? { ...p, name: p.name.trim() || friendlyName(ctx.settings.lang, plans.indexOf(p)) } : p));
    const group = groupField?.value.trim();
    create({ game: gameId, options, plans: chosen, tv, ...(group ? { group } : {}) }).catch((err: unknown) => {
      error.textContent = errorText(ctx.settings.lang, err);
      submit.disabled = false;
    });
  });
  setTv(tv);
  ctx.ui.replaceChildren(form);
  count.focus();
  if (campaignNote && groupField)
    watchCampaign(
      ctx,
      gameId,
      form,
      options,
      () => players,
      () => groupField.value.trim() || DEFAULT_GROUP,
      campaignNote,
      groupList,
    );
}

/**
 * The campaign the form's options play, as the host keeps it: shown in `note`, and its next level
 * preselected whenever the campaign changes (normal or hard), into no field the person has focused,
 * pressed or typed in here: the host's answer may come at any moment, also while somebody is typing.
 * While a question is out, the form says so (`data-loading="campaign"`). The groups that have a
 * campaign on the host fill the group field's list.
 */
function watchCampaign(
  ctx: AppContext,
  gameId: string,
  form: HTMLFormElement,
  options: Record<string, OptionValue>,
  players: () => number,
  group: () => string,
  note: HTMLElement,
  groups: HTMLElement,
): void {
  const tr = ctx.tr;
  const touched = new Set<string>();
  let shown: string | null = null;
  let asked = 0;
  const ask = async (): Promise<void> => {
    const mine = ++asked;
    form.dataset.loading = 'campaign';
    const client = connect(ctx.settings.name || 'Gast', ctx.settings.lang);
    try {
      await client.ready();
      const answer = await client.campaign(gameId, { ...options, players: players() }, { group: group() });
      const { campaign } = answer;
      if (mine !== asked || !form.isConnected) return;
      const { progress } = campaign;
      const title = tr(`${gameId}.campaign.${campaign.name}`);
      note.textContent = progress.completed
        ? `${title}: ${tr('lobby.campaignDone')}`
        : tr('lobby.campaign', { campaign: title, level: progress.level, levels: campaign.levels });
      note.hidden = false;
      groups.replaceChildren(...answer.groups.map((name) => h('option', { value: name })));
      if (`${campaign.name}\u0000${campaign.group}` === shown) return;
      shown = `${campaign.name}\u0000${campaign.group}`;
      for (const [key, value] of Object.entries(campaign.next)) {
        if (key === 'players' || touched.has(key) || options[key] === value || !(key in options)) continue;
        if (typeof value !== 'boolean' && typeof value !== 'number' && typeof value !== 'string') continue;
        options[key] = value;
        const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(key)}"]`);
        if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === true;
        else if (field) field.value = String(value);
      }
    } catch {
      // No answer from the host: the form keeps its own values, and creating the table says what is wrong.
    } finally {
      client.close();
      if (mine === asked) delete form.dataset.loading;
    }
  };
  const touch = (e: Event): void => {
    const target = e.target;
    if ((target instanceof HTMLInputElement || target instanceof HTMLSelectElement) && target.name) touched.add(target.name);
  };
  for (const type of ['focusin', 'pointerdown', 'keydown', 'input']) form.addEventListener(type, touch);
  form.addEventListener('change', (e) => {
    touch(e);
    const target = e.target;
    if ((target instanceof HTMLInputElement || target instanceof HTMLSelectElement) && target.name) void ask();
  });
  void ask();
}

/** A preset is a switch over numbers: on sets them, off puts them back to the rules' own. */
function presetField(
  ctx: AppContext,
  gameId: string,
  preset: OptionPreset,
  options: Record<string, OptionValue>,
  defaults: Readonly<Record<string, OptionValue>>,
): HTMLElement {
  const toggle = (on: boolean): void => {
    for (const [key, value] of Object.entries(preset.sets)) options[key] = on ? value : (defaults[key] as OptionValue);
  };
  return h(
    'label',
    { className: 'check' },
    h('input', {
      type: 'checkbox',
      name: preset.key,
      checked: presetHolds(preset, options),
      onchange: (e: Event) => toggle((e.target as HTMLInputElement).checked),
    }),
    ctx.tr(`${gameId}.option.${preset.key}`),
  );
}

function optionField(ctx: AppContext, gameId: string, spec: OptionSpec, options: Record<string, OptionValue>): HTMLElement {
  const label = ctx.tr(`${gameId}.option.${spec.key}`);
  const value = options[spec.key];
  switch (spec.kind) {
    case 'boolean':
      return h(
        'label',
        { className: 'check' },
        h('input', {
          type: 'checkbox',
          name: spec.key,
          checked: value === true,
          onchange: (e: Event) => (options[spec.key] = (e.target as HTMLInputElement).checked),
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
          { name: spec.key, onchange: (e: Event) => (options[spec.key] = (e.target as HTMLSelectElement).value) },
          ...spec.choices.map((c) => h('option', { value: c, selected: c === value }, ctx.tr(`${gameId}.option.${spec.key}.${c}`))),
        ),
      );
    case 'integer':
      return h(
        'label',
        {},
        label,
        h('input', {
          type: 'number',
          name: spec.key,
          min: spec.min,
          max: spec.max,
          value: Number(value),
          onchange: (e: Event) => (options[spec.key] = Number((e.target as HTMLInputElement).value)),
        }),
      );
    default: {
      const never: never = spec;
      throw new Error(`unknown option ${JSON.stringify(never)}`);
    }
  }
}
