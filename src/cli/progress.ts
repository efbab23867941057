/**
 * Progress of a long command on stderr. On a terminal it is a bar redrawn in place; in a log (no
 * terminal: CI, `nohup`, a pipe) it is a plain line at most once a minute, so an hour-long
 * tournament shows how far it got without flooding the file. Short runs write nothing to a log.
 */

export interface ProgressSink {
  readonly isTTY: boolean;
  write(text: string): void;
}

export interface ProgressOptions {
  sink?: ProgressSink;
  now?: () => number;
  /** The least time between two lines in a log. */
  everyMs?: number;
}

const stderrSink: ProgressSink = {
  get isTTY() {
    return process.stderr.isTTY === true;
  },
  write: (text) => void process.stderr.write(text),
};

const BAR_WIDTH = 30;
/** Redraws of the bar over a whole run, at most. */
const BAR_STEPS = 200;

function clock(ms: number): string {
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = `${String(m).padStart(h ? 2 : 1, '0')}m ${String(s % 60).padStart(2, '0')}s`;
  return h ? `${h}h ${rest}` : rest;
}

/** A callback for `done` of `total` finished units (matches), told in order up to `done === total`. */
export function progressReporter(label: string, options: ProgressOptions = {}): (done: number, total: number) => void {
  const sink = options.sink ?? stderrSink;
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? 60_000;
  const start = now();
  let lastLine = start;
  let lines = 0;
  const prefix = label ? `${label} ` : '';
  return (done, total) => {
    if (sink.isTTY) {
      const step = Math.max(1, Math.floor(total / BAR_STEPS));
      if (done % step !== 0 && done !== total) return;
      const filled = Math.round((done / total) * BAR_WIDTH);
      sink.write(`\r${prefix}[${'#'.repeat(filled)}${' '.repeat(BAR_WIDTH - filled)}] ${done}/${total}`);
      if (done === total) sink.write('\n');
      return;
    }
    const t = now();
    // The closing line only when the log already shows the run going, so a quick run stays silent.
    if (done === total ? lines === 0 : t - lastLine < everyMs) return;
    lastLine = t;
    lines++;
    const eta = done < total && done > 0 ? `, about ${clock(((t - start) / done) * (total - done))} to go` : '';
    sink.write(`${prefix}${done}/${total} after ${clock(t - start)}${eta}\n`);
  };
}
