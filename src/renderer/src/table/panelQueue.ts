/**
 * The panels over the table, in a queue: a round's scoring waits for the one before it to be
 * closed, the match's result comes after the last round's, and the pass-the-device screen only
 * shows once the queue is empty. Nothing replaces a panel that a player has not closed; the shell
 * withdraws a round's scoring when the host moves the table on (roundPanels.ts).
 */
import { h } from '../ui/dom';
import type { Panel, PanelAction } from './board';

let panelIds = 0;

export class PanelQueue {
  private readonly queue: Panel[] = [];
  private shown: Panel | null = null;
  /** The pass screen, when the device must change hands once the queue is empty. */
  private pass: Panel | null = null;

  constructor(
    private readonly host: HTMLElement,
    /** Extra classes for every panel (the DOM boards' panel look). */
    private readonly look: string,
    /** The buttons of a panel that brings none of its own. */
    private readonly defaults: (panel: Panel) => PanelAction[],
    /** After a panel closed and nothing else is waiting: the focus goes back to the board. */
    private readonly idle: () => void,
  ) {}

  get busy(): boolean {
    return this.shown !== null;
  }

  push(panel: Panel): void {
    this.queue.push(panel);
    // A scoring that arrives while the pass screen shows goes first: the device changes hands after it.
    if (this.shown !== null && this.shown === this.pass) this.shown = null;
    this.update();
  }

  /** Shows a panel at once (the rules, asked for); the panel it covers waits, unchanged, and comes back when it closes. */
  showNow(panel: Panel): void {
    if (this.shown?.kind === 'rules') return;
    if (this.shown && this.shown !== this.pass) this.queue.unshift(this.shown);
    this.shown = null;
    this.queue.unshift(panel);
    this.update();
  }

  /** Drops panels of these kinds, shown or waiting (a new match began; a replay moved off the step they belong to). */
  drop(kinds: readonly Panel['kind'][]): void {
    for (let i = this.queue.length - 1; i >= 0; i--) if (kinds.includes((this.queue[i] as Panel).kind)) this.queue.splice(i, 1);
    if (this.shown && this.shown !== this.pass && kinds.includes(this.shown.kind)) this.close();
  }

  /** Takes a panel away, shown or waiting, without running its buttons (the host moved the table on). */
  withdraw(panel: Panel): void {
    const at = this.queue.indexOf(panel);
    if (at >= 0) this.queue.splice(at, 1);
    if (this.shown === panel) this.close();
  }

  /** Sets or clears the pass screen; it waits behind every queued panel. */
  passScreen(panel: Panel | null): void {
    if (panel === null && this.pass === null) return;
    if (panel && this.pass && this.pass.title === panel.title) return;
    const showing = this.shown !== null && this.shown === this.pass;
    this.pass = panel;
    if (showing) this.shown = null;
    this.update();
  }

  private close(): void {
    this.shown = null;
    this.host.replaceChildren();
    this.update();
    if (!this.shown) this.idle();
  }

  private update(): void {
    if (this.shown) return;
    const next = this.queue.shift() ?? this.pass;
    if (!next) {
      this.host.replaceChildren();
      return;
    }
    this.shown = next;
    this.host.replaceChildren(this.element(next));
    this.host.querySelector<HTMLElement>('.actions button')?.focus({ preventScroll: next.kind === 'rules' });
  }

  private element(panel: Panel): HTMLElement {
    const id = `panel-title-${++panelIds}`;
    const isPass = panel === this.pass;
    const kind = isPass ? 'pass' : panelClass(panel.kind);
    const actions = panel.actions ?? this.defaults(panel);
    const buttons = actions.map((a) =>
      h(
        'button',
        {
          type: 'button',
          className: a.primary ? 'primary' : '',
          onclick: () => {
            if (isPass) this.pass = null;
            this.close();
            a.run?.();
          },
        },
        a.label,
      ),
    );
    const section = h(
      'section',
      {
        className: `panel ${kind}${this.look ? ` ${this.look}` : ''}${panel.className ? ` ${panel.className}` : ''}`,
        role: 'dialog',
        'aria-modal': kind === 'round-result' ? null : 'true',
        'aria-labelledby': id,
      },
      h('h2', { id }, panel.title),
      ...panel.body,
      h('div', { className: 'actions' }, ...buttons),
    );
    if (kind === 'round-result' || kind === 'rules-panel') {
      section.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') buttons[0]?.click();
      });
    }
    return section;
  }
}

function panelClass(kind: Panel['kind']): string {
  switch (kind) {
    case 'round':
      return 'round-result';
    case 'result':
      return 'result';
    case 'rules':
      return 'rules-panel';
    default: {
      const never: never = kind;
      throw new Error(`unknown panel ${String(never)}`);
    }
  }
}
