export * from './card';
export * from './decks';
export * from './rng';
