/**
 * Leaving a live table is asked once: "Verlassen" sits beside "Vollbild" and a tap by mistake must
 * not cost the seat. The question says how the way back works (the host holds the seat: a bot plays
 * it until this device resumes it, or another device takes it with the same name).
 */
import type { AppContext } from './context';
import { h } from '../ui/dom';

/** `names`: the people this device seats (none for the table screen). `leave` runs only on the confirmation. */
export function askToLeave(ctx: AppContext, host: HTMLElement, names: readonly string[], leave: () => void): void {
  if (host.querySelector('.leave-ask')) return;
  const tr = ctx.tr;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const close = (): void => {
    ask.remove();
    opener?.focus();
  };
  const stay = h('button', { type: 'button', className: 'primary', onclick: close }, tr('leave.stay'));
  const go = h('button', { type: 'button', onclick: () => (ask.remove(), leave()) }, tr('leave.confirm'));
  const ask = h(
    'div',
    { className: 'leave-ask' },
    h(
      'section',
      { className: 'panel', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'leave-title' },
      h('h2', { id: 'leave-title' }, tr('leave.title')),
      h('p', {}, names.length > 0 ? tr('leave.seatKept', { names: names.join(', ') }) : tr('leave.screen')),
      h('div', { className: 'actions' }, stay, go),
    ),
  );
  ask.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    close();
  });
  host.append(ask);
  stay.focus();
}
