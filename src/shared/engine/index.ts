export * from './errors';
export * from './log';
export * from './options';
export * from './registry';
export * from './runner';
export * from './stats';
export * from './types';
