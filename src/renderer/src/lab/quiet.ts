/**
 * What the Lab stills while it is shown, so its workers get the cores: Pixi's system ticker (its
 * scheduler and pointer checks) asks the browser for every animation frame as long as the table's
 * canvas exists, table or no table, and 60 frames a second cost the page, its compositor and the GPU
 * process about a tenth of a core (measured with the bench's per-thread CPU: 70–90 ms a second on
 * an idle Lab). The Lab covers the table, so nothing on the canvas needs those frames meanwhile.
 */
import { Ticker } from 'pixi.js';

/** The resume of the rest in force: a Lab opened anew over an open one keeps the first rest (and what it found). */
let resting: (() => void) | null = null;

/** Rests Pixi's system ticker until the returned resume is called (once; later calls do nothing). */
export function restTableTicker(): () => void {
  if (resting) return resting;
  const ticker = Ticker.system;
  const { started, autoStart } = ticker;
  // Without autoStart a listener added meanwhile does not start it again.
  ticker.autoStart = false;
  ticker.stop();
  const resume = (): void => {
    if (resting !== resume) return;
    resting = null;
    ticker.autoStart = autoStart;
    if (started) ticker.start();
  };
  resting = resume;
  return resume;
}
