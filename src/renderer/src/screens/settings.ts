/** Settings: language, name, four-colour suits, memory aid, motion, sound, vibration, TV mode. */
import { LANGS, type Lang } from '../../../shared/i18n';
import { MOTIONS, type Motion } from '../../../shared/ipc';
import type { AppContext } from '../table/context';
import { motionInEffect } from '../app/settings';
import { h } from '../ui/dom';

export function renderSettings(ctx: AppContext, back: () => void): void {
  const tr = ctx.tr;
  const s = ctx.settings;
  const check = (key: 'fourColour' | 'memoryAid' | 'sound' | 'vibrate' | 'tv'): HTMLElement =>
    h(
      'label',
      { className: 'check' },
      h('input', {
        type: 'checkbox',
        checked: s[key],
        onchange: (e: Event) => {
          s[key] = (e.target as HTMLInputElement).checked;
          ctx.saveSettings();
        },
      }),
      tr(`settings.${key}`),
    );
  const lang = h(
    'select',
    {
      id: 'lang',
      onchange: (e: Event) => {
        s.lang = (e.target as HTMLSelectElement).value as Lang;
        ctx.saveSettings();
        renderSettings(ctx, back);
      },
    },
    ...LANGS.map((l) => h('option', { value: l, selected: l === s.lang }, tr(`lang.${l}`))),
  );
  const system = tr(`settings.motion.${motionInEffect({ ...s, motion: 'system' })}`);
  const motion = h(
    'select',
    {
      id: 'motion',
      onchange: (e: Event) => {
        s.motion = (e.target as HTMLSelectElement).value as Motion;
        ctx.saveSettings();
      },
    },
    ...MOTIONS.map((m) =>
      h('option', { value: m, selected: m === s.motion }, m === 'system' ? tr('settings.motion.system', { now: system }) : tr(`settings.motion.${m}`)),
    ),
  );
  const name = h('input', {
    type: 'text',
    id: 'name',
    maxlength: 24,
    value: s.name,
    onchange: (e: Event) => {
      s.name = (e.target as HTMLInputElement).value.trim();
      ctx.saveSettings();
    },
  });
  ctx.ui.replaceChildren(
    h(
      'section',
      { className: 'screen panel settings', 'aria-labelledby': 'settings-title' },
      h('h2', { id: 'settings-title' }, tr('settings.title')),
      h('label', { for: 'lang' }, tr('settings.lang'), lang),
      h('label', { for: 'name' }, tr('settings.name'), name),
      check('fourColour'),
      check('memoryAid'),
      h('label', { for: 'motion' }, tr('settings.motion'), motion),
      check('sound'),
      check('vibrate'),
      check('tv'),
      h('div', { className: 'actions' }, h('button', { type: 'button', className: 'primary', onclick: back }, tr('common.done'))),
    ),
  );
  lang.focus();
}
