/**
 * Giving up, apart from the callouts (after them in the tab order too): it asks first, then shows
 * who has agreed so far, read from the view (the host's votes); a card anyone plays cancels them all.
 */
import type { KerkerhatzMove, KerkerhatzView } from '../../../../shared/games/kerkerhatz';
import { h } from '../../ui/dom';
import { giveUpHere } from './model';
import type { KhTable } from './parts';

export class KhGiveUp {
  /** The player asked to give up and is asked to confirm. */
  private confirming = false;
  /** At a device several people share: the seats ticked in the give-up question (see giveUpHere). */
  private ticked = new Set<number>();

  constructor(private readonly t: KhTable) {}

  box(view: KerkerhatzView, names: readonly string[], viewer: number): HTMLElement | null {
    const tr = this.t.ctx.tr;
    const giveUp = this.t.legal.find((m) => m.type === 'giveUp');
    const total = view.giveUpVotes.length;
    const agreed = view.giveUpVotes.flatMap((vote, seat) => (vote ? [seat] : []));
    if (!giveUp) this.confirming = false;
    const status =
      agreed.length === 0
        ? null
        : view.giveUpVotes[viewer]
          ? tr('kerkerhatz.giveUp.waiting', { n: agreed.length, total })
          : tr('kerkerhatz.giveUp.others', { names: agreed.map((seat) => names[seat] ?? '').join(', '), n: agreed.length, total });
    const line = status ? h('p', { className: 'kh-giveup-status', role: 'status' }, status) : null;
    if (!giveUp) return line ? h('div', { className: 'kh-giveup' }, line) : null;
    if (!this.confirming) {
      return h(
        'div',
        { className: 'kh-giveup' },
        line,
        h(
          'button',
          { type: 'button', className: 'give-up', 'data-key': 'giveup-ask', 'aria-haspopup': 'true', onclick: () => this.ask(true) },
          tr('kerkerhatz.giveUp.ask'),
        ),
      );
    }
    // At a shared device everyone here who has not agreed yet is listed to tick: those ticked give
    // up together, in one message, so no teammate's card falls between their votes.
    const here = giveUpHere(view.giveUpVotes, this.t.host.seatedHere, viewer);
    for (const seat of this.ticked) if (!here.some((p) => p.seat === seat)) this.ticked.delete(seat);
    const yes = h(
      'button',
      {
        type: 'button',
        className: 'give-up',
        'data-key': 'giveup-yes',
        disabled: here.length > 1 && this.ticked.size === 0,
        onclick: (e: Event) => this.confirm(giveUp, e.currentTarget as Element, here.length > 1),
      },
      tr('kerkerhatz.giveUp.yes'),
    );
    const tick = (p: { seat: number; name: string }): HTMLElement =>
      h(
        'label',
        {},
        h('input', {
          type: 'checkbox',
          'data-key': `giveup-seat-${p.seat}`,
          checked: this.ticked.has(p.seat),
          onchange: (e: Event) => {
            if ((e.currentTarget as HTMLInputElement).checked) this.ticked.add(p.seat);
            else this.ticked.delete(p.seat);
            yes.disabled = this.ticked.size === 0;
          },
        }),
        ` ${p.name}`,
      );
    return h(
      'div',
      { className: 'kh-giveup confirming', role: 'group', 'aria-labelledby': 'kh-giveup-question' },
      line,
      h('p', { id: 'kh-giveup-question' }, tr('kerkerhatz.giveUp.confirm')),
      here.length > 1 ? h('fieldset', { className: 'kh-giveup-who' }, h('legend', {}, tr('kerkerhatz.giveUp.who')), ...here.map(tick)) : null,
      yes,
      h('button', { type: 'button', 'data-key': 'giveup-no', onclick: () => this.ask(false) }, tr('kerkerhatz.giveUp.no')),
    );
  }

  private ask(open: boolean): void {
    this.confirming = open;
    // The person who asked agrees; the others here tick their own names.
    const viewer = this.t.view?.viewer;
    this.ticked = new Set(open && typeof viewer === 'number' ? [viewer] : []);
    this.t.redraw();
    this.t.main.querySelector<HTMLElement>(`[data-key="${open ? 'giveup-no' : 'giveup-ask'}"]`)?.focus();
  }

  /** The shown person's vote, or at a shared device the votes of everyone ticked, the asker's first. */
  private confirm(move: KerkerhatzMove, at: Element, shared: boolean): void {
    this.confirming = false;
    const viewer = this.t.view?.viewer;
    const seats = [...this.ticked].sort((a, b) => (a === viewer ? -1 : b === viewer ? 1 : a - b));
    this.ticked = new Set();
    void this.t.host.send(move, at, shared ? seats : undefined);
  }
}
