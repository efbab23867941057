// Lets PixiJS build its shaders without eval, so the page keeps a strict Content-Security-Policy.
import 'pixi.js/unsafe-eval';
import { DEFAULT_LANG } from '../../shared/i18n';
import { renderStart } from './screens/start';
import { createTableScene } from './table/scene';

async function boot(): Promise<void> {
  const tableHost = document.getElementById('table');
  const ui = document.getElementById('ui');
  if (!tableHost || !ui) throw new Error('index.html lacks #table or #ui');
  const scene = await createTableScene(tableHost);
  document.body.dataset.renderer = scene.app.renderer.name;
  renderStart(ui, DEFAULT_LANG);
  document.body.dataset.ready = 'true';
}

boot().catch((error: unknown) => {
  document.body.dataset.error = String(error);
  console.error(error);
});
