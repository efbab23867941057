export * from './errors';
export * from './log';
export * from './module';
export * from './options';
export * from './runner';
export * from './stats';
export * from './types';
