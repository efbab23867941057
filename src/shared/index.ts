/** The public API of Kartenstube's rules library: pure TypeScript, no DOM, no Node, no Electron. */
export { parseCard, parseCards, formatCard, formatCards, isCard, cardInfo, rankOf } from './cards';
export type { Card, FrenchCard, DreizehnCard, Suit } from './cards';
export { createRng, deriveSeed, seedFromText, shuffle, shuffled } from './cards';
export { GAMES, findGame, getGame } from './engine/registry';
export { RuleError, OptionsError } from './engine/errors';
export { replay, type MatchLog, type LogEntry } from './engine/log';
export { randomPolicy, type Policy, type DecisionContext } from './engine/policy';
export { playMatch } from './engine/play';
export type { Game, AnyGame, Seat, Viewer, MatchResult } from './engine/types';
export * as ueberkochen from './games/ueberkochen';
export * as dreizehn from './games/dreizehn';
export * as machtkampf from './games/machtkampf';
export * as kerkerhatz from './games/kerkerhatz';
