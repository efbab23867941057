/**
 * Module resolution hook (node:module register): the specifier `electron`, imported by the built
 * main process and by electron-store, resolves to the stand-in; everything else as usual.
 */
let standIn = '';

export function initialize(data) {
  standIn = data.electron;
}

export async function resolve(specifier, context, nextResolve) {
  // Passed on down the chain, so that tsx's hooks load the TypeScript file.
  return nextResolve(specifier === 'electron' ? standIn : specifier, context);
}
