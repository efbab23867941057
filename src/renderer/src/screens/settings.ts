/** Settings: language, name, four-colour suits, memory aid, motion, sound, vibration, TV mode. */
import { LANGS, type Lang } from '../../../shared/i18n';
import type { AppContext } from '../app/context';
import { h } from '../ui/dom';

export function renderSettings(ctx: AppContext, back: () => void): void {
  const tr = ctx.tr;
  const s = ctx.settings;
  const check = (key: 'fourColour' | 'memoryAid' | 'reducedMotion' | 'sound' | 'vibrate' | 'tv'): HTMLElement =>
    h(
      'label',
      { className: 'check' },
      h('input', { type: 'checkbox', checked: s[key], onchange: (e: Event) => {
        s[key] = (e.target as HTMLInputElement).checked;
        ctx.saveSettings();
      } }),
      tr(`settings.${key}`),
    );
  const lang = h(
    'select',
    { id: 'lang', onchange: (e: Event) => {
      s.lang = (e.target as HTMLSelectElement).value as Lang;
      ctx.saveSettings();
      renderSettings(ctx, back);
    } },
    ...LANGS.map((l) => h('option', { value: l, selected: l === s.lang }, tr(`lang.${l}`))),
  );
  const speed = h(
    'select',
    { id: 'speed', onchange: (e: Event) => {
      s.speed = Number((e.target as HTMLSelectElement).value);
      ctx.saveSettings();
    } },
    ...[1, 2, 0].map((v) => h('option', { value: v, selected: v === s.speed }, tr(`settings.speed.${v}`))),
  );
  const name = h('input', { type: 'text', id: 'name', maxlength: 24, value: s.name, onchange: (e: Event) => {
    s.name = (e.target as HTMLInputElement).value.trim();
    ctx.saveSettings();
  } });
  ctx.ui.replaceChildren(
    h(
      'section',
      { className: 'screen panel settings', 'aria-labelledby': 'settings-title' },
      h('h2', { id: 'settings-title' }, tr('settings.title')),
      h('label', { for: 'lang' }, tr('settings.lang'), lang),
      h('label', { for: 'name' }, tr('settings.name'), name),
      check('fourColour'),
      check('memoryAid'),
      check('reducedMotion'),
      h('label', { for: 'speed' }, tr('settings.speed'), speed),
      check('sound'),
      check('vibrate'),
      check('tv'),
      h('div', { className: 'actions' }, h('button', { type: 'button', className: 'primary', onclick: back }, tr('common.done'))),
    ),
  );
  lang.focus();
}
