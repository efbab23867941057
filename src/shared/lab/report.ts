/**
 * The lab's report as one HTML page: what the CLI writes with `--report`. It carries its figures as
 * JSON and draws them in the browser with the same chart code as the Lab screen, so it needs no
 * network and no server to open.
 */
import type { Lang } from '../i18n';
import type { Comparison } from './compare';
import type { LabFigures } from './figures';
import type { GridCell } from './grid';

export interface ReportData {
  lang: Lang;
  title: string;
  /** The command that made it, so a reader can run it again. */
  command: string;
  variants: { name: string; figures: LabFigures }[];
  comparison: Comparison | null;
  /** Kerkerhatz's grid of win rates (then there are no variants). */
  grid: GridCell[] | null;
}
