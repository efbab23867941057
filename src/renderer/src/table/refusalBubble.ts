/** A refusal shown where the player acted: a bubble beside the card or pot they acted on, read out at once. */
import { h } from '../ui/dom';

const REFUSAL_MS = 4000;

/** A refusal's words beside the place the player acted on (in the middle when there is none), read out at once. */
export function showRefusal(root: HTMLElement, text: string, box: DOMRect | null): void {
  if (!text) return;
  for (const old of root.querySelectorAll('.refusal')) old.remove();
  const bubble = h('p', { className: 'refusal', role: 'alert' }, text);
  root.append(bubble);
  if (box && box.width > 0) {
    const x = Math.min(Math.max(box.left + box.width / 2, 160), window.innerWidth - 160);
    const above = box.top > 90;
    bubble.style.left = `${Math.round(x)}px`;
    bubble.style.top = `${Math.round(above ? box.top - 8 : box.bottom + 8)}px`;
    bubble.classList.add(above ? 'above' : 'below');
  } else {
    bubble.classList.add('centre');
  }
  setTimeout(() => bubble.remove(), REFUSAL_MS);
}
