/** The table's log: the column (or the canvas table's right edge) of what happened, newest at the foot. */
import { h } from '../ui/dom';

export class TableLog {
  readonly panel: HTMLElement;
  private readonly list = h('ol', { className: 'log-list' });
  private scrolling = false;

  constructor(
    private readonly lang: () => string,
    title: string,
  ) {
    this.panel = h('aside', { className: 'log', 'aria-label': title }, h('h2', {}, title), this.list);
  }

  add(line: string): void {
    this.list.append(logLine(this.lang(), line));
    while (this.list.childElementCount > 200) this.list.firstElementChild?.remove();
    // Scrolled to the newest line in the next frame, with that frame's layout: measuring now would
    // lay out the page once more in the middle of handling the move.
    if (this.scrolling) return;
    this.scrolling = true;
    requestAnimationFrame(() => {
      this.scrolling = false;
      this.list.scrollTop = this.list.scrollHeight;
    });
  }

  clear(): void {
    this.list.replaceChildren();
  }

  /** A replay's log up to its step, whole. */
  show(lines: readonly string[]): void {
    this.list.replaceChildren(...lines.map((line) => logLine(this.lang(), line)));
    // To the newest line once laid out: a board laid out in the DOM places the log during its render, after this.
    requestAnimationFrame(() => {
      this.list.scrollTop = this.list.scrollHeight;
    });
  }
}

/** A line of the log: a sentence, so it starts with a capital letter whatever a placeholder put first ("board 1 (blue) goes past 13"). */
function logLine(lang: string, line: string): HTMLElement {
  return h('li', {}, line.charAt(0).toLocaleUpperCase(lang) + line.slice(1));
}
