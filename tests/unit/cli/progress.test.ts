import { describe, expect, it } from 'vitest';
import { progressReporter, type ProgressSink } from '../../../src/cli/progress';

function recorder(isTTY: boolean): ProgressSink & { text: string } {
  const sink = { isTTY, text: '', write: (t: string) => void (sink.text += t) };
  return sink;
}

describe('progress of a long command', () => {
  it('writes nothing to a log when the run ends within a minute', () => {
    const sink = recorder(false);
    let t = 0;
    const tell = progressReporter('strong', { sink, now: () => t });
    for (let done = 1; done <= 10; done++) {
      t += 5_000;
      tell(done, 10);
    }
    expect(sink.text).toBe('');
  });

  it('writes a line to a log at most once a minute, with the time to go, and a closing line', () => {
    const sink = recorder(false);
    let t = 0;
    const tell = progressReporter('flatmc4x', { sink, now: () => t });
    for (let done = 1; done <= 4; done++) {
      t += 50_000;
      tell(done, 4);
    }
    // 50 s: quiet; 100 s: a line (two of four done at 50 s each, so 100 s to go); 150 s: quiet; the end: a line.
    expect(sink.text).toBe('flatmc4x 2/4 after 1m 40s, about 1m 40s to go\nflatmc4x 4/4 after 3m 20s\n');
  });

  it('tells hours for long runs', () => {
    const sink = recorder(false);
    let t = 0;
    const tell = progressReporter('', { sink, now: () => t });
    t = 3_723_000;
    tell(1, 3);
    expect(sink.text).toBe('1/3 after 1h 02m 03s, about 2h 04m 06s to go\n');
  });

  it('redraws a bar in place on a terminal and ends it with a newline', () => {
    const sink = recorder(true);
    const tell = progressReporter('A', { sink, now: () => 0 });
    tell(1, 2);
    tell(2, 2);
    expect(sink.text).toBe(`\rA [${'#'.repeat(15)}${' '.repeat(15)}] 1/2\rA [${'#'.repeat(30)}] 2/2\n`);
  });

  it('redraws the bar at most 200 times over a long run', () => {
    const sink = recorder(true);
    const tell = progressReporter('', { sink, now: () => 0 });
    for (let done = 1; done <= 10_000; done++) tell(done, 10_000);
    expect(sink.text.split('\r').length - 1).toBe(200);
  });
});
