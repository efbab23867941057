/**
 * Gamepad support through the Gamepad API: the d-pad and the left stick move the focus ring like the
 * arrow keys, A presses the focused button, B goes back (Escape). Polled once a frame while a pad is connected.
 */
const BUTTON_KEYS: Record<number, string> = { 12: 'ArrowUp', 13: 'ArrowDown', 14: 'ArrowLeft', 15: 'ArrowRight', 1: 'Escape' };
const A = 0;

export function startGamepad(): void {
  const held = new Set<string>();
  let polling = false;
  const press = (key: string): void => {
    const target = (document.activeElement as HTMLElement | null) ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  };
  const poll = (): void => {
    const pads = navigator.getGamepads?.() ?? [];
    let any = false;
    for (const pad of pads) {
      if (!pad) continue;
      any = true;
      const down = new Set<string>();
      for (const [index, key] of Object.entries(BUTTON_KEYS)) if (pad.buttons[Number(index)]?.pressed) down.add(key);
      const [x = 0, y = 0] = pad.axes;
      if (x < -0.6) down.add('ArrowLeft');
      if (x > 0.6) down.add('ArrowRight');
      if (y < -0.6) down.add('ArrowUp');
      if (y > 0.6) down.add('ArrowDown');
      if (pad.buttons[A]?.pressed) down.add('A');
      for (const key of down) {
        if (held.has(key)) continue;
        if (key === 'A') (document.activeElement as HTMLElement | null)?.click();
        else press(key);
      }
      held.clear();
      for (const key of down) held.add(key);
    }
    if (any) requestAnimationFrame(poll);
    else polling = false;
  };
  window.addEventListener('gamepadconnected', () => {
    if (polling) return;
    polling = true;
    requestAnimationFrame(poll);
  });
}
