/** The host section of `npm run bench`: move round trips through a real host on loopback, and how many tables it carries. */
import { formatHostBench, runHostBench } from '../host/bench';
import type { Json } from '../shared/engine/types';

export const hostSection = {
  name: 'host',
  async run(seconds: number): Promise<{ table: string[]; json: Json }> {
    const report = await runHostBench({ seconds: Math.max(2, Math.min(seconds, 5)) });
    return { table: formatHostBench(report), json: report as unknown as Json };
  },
};
