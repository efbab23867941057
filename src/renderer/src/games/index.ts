/** The tables drawn in the DOM, by game; the pot games use the Pixi table (null here). */
import './tables.css';
import type { AppContext } from '../app/context';
import type { TableSession } from '../app/session';
import type { GameTable } from './base';
import { KerkerhatzTable } from './kerkerhatz/table';
import { MachtkampfTable } from './machtkampf/table';

export type { GameTable } from './base';

export function gameTable(ctx: AppContext, session: TableSession): GameTable | null {
  switch (session.game) {
    case 'machtkampf':
      return new MachtkampfTable(ctx, session);
    case 'kerkerhatz':
      return new KerkerhatzTable(ctx, session);
    default:
      return null;
  }
}
