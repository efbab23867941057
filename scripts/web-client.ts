/** `npx tsx scripts/web-client.ts`: builds dist-web/ when it is missing or older than its sources (npm start runs it). */
import { WebBuildError, ensureWebClient } from '../src/cli/web-client';

try {
  ensureWebClient((line) => console.log(`Kartenstube: ${line}`));
} catch (error) {
  if (!(error instanceof WebBuildError)) throw error;
  console.error(`Kartenstube: ${error.message}`);
  process.exitCode = 1;
}
