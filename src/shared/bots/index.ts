/**
 * Bot levels by name. Every game plays `random` (uniform legal moves); the levels a game defines
 * itself (`game.bots`: beginner, normal, strong, the Kerkerhatz team, …) come on top. A bot is made
 * fresh for one seat of one match and decides from that seat's view only.
 */
import { randomPolicy, type Policy } from '../engine/policy';
import type { AnyGame, BaseOptions, BotConfig, Seat } from '../engine/types';

export const RANDOM_LEVEL = 'random';

/** Every level a seat of this game may be given, `random` first. */
export function botLevels(game: AnyGame): string[] {
  return [RANDOM_LEVEL, ...Object.keys(game.bots ?? {}).filter((level) => level !== RANDOM_LEVEL)];
}

/**
 * The default level of a bot that stands in for a person who left: a fair player that decides
 * quickly (normal, or the Kerkerhatz team), else whatever the game has, else random.
 */
export function standInLevel(game: AnyGame): string {
  const levels = botLevels(game);
  for (const preferred of ['normal', 'team', 'beginner', 'strong']) if (levels.includes(preferred)) return preferred;
  return RANDOM_LEVEL;
}

export class UnknownBotLevelError extends Error {
  constructor(
    readonly game: string,
    readonly level: string,
    readonly levels: readonly string[],
  ) {
    super(`${game} has no bot level "${level}" (levels: ${levels.join(', ')})`);
    this.name = 'UnknownBotLevelError';
  }
}

/** The decision-maker for one seat; a level the game does not have is an UnknownBotLevelError. `config` sets e.g. a searching bot's thinking time. */
export function createBot(game: AnyGame, level: string, seat: Seat, options: BaseOptions, config?: BotConfig): Policy {
  const factory = game.bots?.[level];
  if (factory) return factory(seat, options, config);
  if (level === RANDOM_LEVEL) return randomPolicy;
  throw new UnknownBotLevelError(game.id, level, botLevels(game));
}
