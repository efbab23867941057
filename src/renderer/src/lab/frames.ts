/**
 * How smooth the lab's page stays while a run goes on: frame intervals sampled now and then, and
 * their quantiles for the status line and the bench.
 */

/**
 * Milliseconds between animation frames while a run goes on: the page stays responsive if these
 * stay near 16.7. Sampled, not watched frame by frame: a page that asks for every frame has the
 * browser draw 60 frames a second, which costs its threads a tenth of a core that the workers want.
 * Every SAMPLE_MS the page asks for two frames in a row and keeps the interval between them; a busy
 * page shows as a long interval (or a late sample).
 */
const SAMPLE_MS = 250;

export function watchFrames(): () => number[] {
  const gaps: number[] = [];
  let running = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const sample = (): void => {
    timer = null;
    requestAnimationFrame((first) =>
      requestAnimationFrame((second) => {
        if (!running) return;
        gaps.push(second - first);
        timer = setTimeout(sample, SAMPLE_MS);
      }),
    );
  };
  sample();
  return () => {
    running = false;
    if (timer !== null) clearTimeout(timer);
    return gaps;
  };
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}
