/** A bot's level as a small chip beside its name ("Bot 2" [Normal]): the name stays short, the level stays visible. */
import { t } from '../../../shared/catalog';
import type { Lang } from '../../../shared/i18n';
import { h } from './dom';

/** The chip for a seat a bot holds, null for a person's seat. */
export function seatBadge(lang: Lang, info: { kind: string; level?: string | null } | undefined): HTMLElement | null {
  return info?.kind === 'bot' ? levelBadge(lang, info.level ?? 'random') : null;
}

export function levelBadge(lang: Lang, level: string): HTMLElement {
  const name = t(lang, `bot.${level}`);
  return h('span', { className: 'level-badge', title: t(lang, 'seat.levelBadge', { level: name }) }, name);
}
