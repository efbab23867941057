/**
 * The public API of Kartenstube's rules library: pure TypeScript, no DOM, no Node, no Electron.
 * The games are reached through the catalog (`CATALOG.get('ueberkochen')`).
 */
export { parseCard, parseCards, formatCard, formatCards, isCard, cardInfo, rankOf } from './cards';
export type { Card, FrenchCard, Suit } from './cards';
export type { DreizehnCard } from './games/dreizehn';
export { createRng, deriveSeed, seedFromText, shuffle, shuffled } from './cards';
export { CATALOG, createCatalog, t, type Catalog } from './catalog';
export { RuleError, OptionsError } from './engine/errors';
export { defineGame, type GameModule, type AnyGameModule } from './engine/module';
export { replay, type MatchLog, type LogEntry } from './engine/log';
export { randomPolicy, type Policy, type DecisionContext } from './engine/policy';
export { playMatch } from './engine/play';
export type { Game, AnyGame, Seat, Viewer, MatchResult } from './engine/types';
