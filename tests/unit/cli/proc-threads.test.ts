import { describe, expect, it } from 'vitest';
import { cpuBetween, idleSpeedup, type CpuSpent, type ThreadTime } from '../../../src/cli/proc-threads';

const spent = (workers: number[], page: number, other: number): CpuSpent => ({ workers, page, other, others: [] });

describe('the idle-machine speed-up from CPU time', () => {
  it("two workers that each spend half of one worker's time per match, with nothing else running, are twice as fast", () => {
    expect(idleSpeedup(spent([1000], 0, 0), 100, spent([500, 500], 0, 0), 100)).toBeCloseTo(2, 10);
  });

  it("the browser's own work shares the two cores with two workers, but fits beside one worker for free", () => {
    // One worker: 10 ms a match, the 2 ms of the rest on the other core. Two: (5 + 5 + 2) / 2 = 6 ms.
    expect(idleSpeedup(spent([1000], 100, 100), 100, spent([500, 500], 100, 100), 100)).toBeCloseTo(10 / 6, 10);
  });

  it('the busier of two unevenly loaded workers sets the pace', () => {
    expect(idleSpeedup(spent([1000], 0, 0), 100, spent([700, 300], 0, 0), 100)).toBeCloseTo(1000 / 700, 10);
  });

  it('compares time per match, so runs of different lengths compare', () => {
    expect(idleSpeedup(spent([2000], 0, 0), 200, spent([500, 500], 0, 0), 100)).toBeCloseTo(2, 10);
  });

  it('a run without worker time gives no estimate', () => {
    expect(idleSpeedup(spent([], 10, 10), 100, spent([500, 500], 0, 0), 100)).toBeNull();
  });
});

describe('CPU time between two readings', () => {
  const at = (kind: ThreadTime['kind'], label: string, cpuMs: number): ThreadTime => ({ kind, label, cpuMs });

  it('adds the rest of the browser up by thread label, the costliest first, and sorts the workers busiest first', () => {
    const before = new Map([
      ['1/1', at('page', 'renderer: chromium', 100)],
      ['1/2', at('worker', 'renderer: DedicatedWorker', 0)],
      ['1/3', at('worker', 'renderer: DedicatedWorker', 50)],
      ['1/4', at('other', 'renderer: ThreadPoolForeg#', 10)],
      ['1/5', at('other', 'renderer: ThreadPoolForeg#', 10)],
      ['2/6', at('other', 'gpu-process: VizCompositorTh', 5)],
    ]);
    const after = new Map([
      ['1/1', at('page', 'renderer: chromium', 130)],
      ['1/2', at('worker', 'renderer: DedicatedWorker', 200)],
      ['1/3', at('worker', 'renderer: DedicatedWorker', 450)],
      ['1/4', at('other', 'renderer: ThreadPoolForeg#', 30)],
      ['1/5', at('other', 'renderer: ThreadPoolForeg#', 25)],
      ['2/6', at('other', 'gpu-process: VizCompositorTh', 45)],
      // A thread that started in between counts from zero.
      ['2/7', at('other', 'gpu-process: Chrome_ChildIOT', 3)],
    ]);
    expect(cpuBetween(before, after)).toEqual({
      workers: [400, 200],
      page: 30,
      other: 78,
      others: [
        ['gpu-process: VizCompositorTh', 40],
        ['renderer: ThreadPoolForeg#', 35],
        ['gpu-process: Chrome_ChildIOT', 3],
      ],
    });
  });
});
