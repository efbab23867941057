/** The script inside the CLI's HTML report: reads the figures the page carries and draws them with the lab's charts. */
import { t } from '../../../shared/catalog';
import { renderComparison, renderFigures, renderGrid, type Translate } from './charts';
import type { ReportData } from '../../../shared/lab/report';

const source = document.getElementById('lab-data');
if (!source?.textContent) throw new Error('the report carries no figures');
const data = JSON.parse(source.textContent) as ReportData;
const tr: Translate = (key, params) => t(data.lang, key, params);
const root = document.getElementById('lab-report');
if (!root) throw new Error('the report has no place for its charts');
if (data.grid) root.append(renderGrid(tr, data.grid));
const [a, b] = data.variants;
if (a && b && data.comparison) root.append(renderComparison(tr, a.figures, b.figures, data.comparison));
for (const variant of data.variants) {
  const heading = document.createElement('h2');
  heading.textContent = data.variants.length > 1 ? tr('lab.variant', { v: variant.name }) : tr('lab.figures');
  root.append(heading, renderFigures(tr, variant.figures));
}
document.body.dataset.ready = 'true';
