/** Node module hook: `electron` resolves to the stand-in (testing/main/electron-stand-in.ts). */
const standIn = new URL('../../testing/main/electron-stand-in.ts', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: standIn, shortCircuit: true };
  return next(specifier, context);
}
