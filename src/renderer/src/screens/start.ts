import { GAMES } from '../../../shared/engine/registry';
import { t, type Lang } from '../../../shared/i18n';

/** The start screen: the games Kartenstube plays, each with one line on what it is. */
export function renderStart(root: HTMLElement, lang: Lang): void {
  root.replaceChildren();
  const title = document.createElement('h1');
  title.textContent = t(lang, 'app.title');
  const tagline = document.createElement('p');
  tagline.className = 'status';
  tagline.textContent = t(lang, 'app.tagline');
  const list = document.createElement('ul');
  list.className = 'games';
  list.setAttribute('aria-label', t(lang, 'app.chooseGame'));
  for (const game of GAMES) {
    const item = document.createElement('li');
    item.className = 'game';
    item.dataset.game = game.id;
    const name = document.createElement('strong');
    name.textContent = t(lang, `game.${game.id}.name`);
    const line = document.createElement('span');
    line.textContent = t(lang, `game.${game.id}.tagline`);
    item.append(name, line);
    list.append(item);
  }
  root.append(title, tagline, list);
}
