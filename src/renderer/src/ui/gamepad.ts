/**
 * Gamepad support through the Gamepad API: the d-pad and the left stick move the focus ring like the
 * arrow keys, A presses the focused button, B goes back (Escape). Polled once a frame while a pad is connected.
 *
 * Chromium polls the system's pads on a thread of its own (about 1–3 % of a core) for as long as the
 * page listens for `gamepadconnected`, pad or no pad. Work that wants every core (the Lab's
 * simulations) can hold that listening off while no pad is connected.
 */
const BUTTON_KEYS: Record<number, string> = { 12: 'ArrowUp', 13: 'ArrowDown', 14: 'ArrowLeft', 15: 'ArrowRight', 1: 'Escape' };
const A = 0;

let polling = false;
let listening = false;
let holds = 0;
let onConnected: (() => void) | null = null;

const listen = (on: boolean): void => {
  if (!onConnected || on === listening) return;
  listening = on;
  if (on) window.addEventListener('gamepadconnected', onConnected);
  else window.removeEventListener('gamepadconnected', onConnected);
};

export function startGamepad(): void {
  const held = new Set<string>();
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
    else {
      polling = false;
      // The last pad went while the listening was held off: stop it now.
      if (holds > 0) listen(false);
    }
  };
  onConnected = () => {
    if (polling) return;
    polling = true;
    requestAnimationFrame(poll);
  };
  listen(true);
}

/**
 * Stops Chromium's pad polling until the returned release is called, unless a pad is connected
 * (its player keeps the pad). Holds nest; a pad plugged in meanwhile is found when listening resumes.
 */
export function holdGamepad(): () => void {
  holds++;
  if (!polling) listen(false);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    if (holds === 0) listen(true);
  };
}
