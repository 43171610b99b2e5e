/**
 * Parts built later that earlier parts call back (the playout tells on-air state what aired; on-air state asks the
 * lifecycle whether the engine runs): construction has two phases, build every part, then `bind` them, so a closure
 * never reads a variable declared further down, and moving a line cannot make it meet one before its line has run.
 */
export function lateBound<Parts extends object>(what: string) {
  let bound: Parts | null = null;
  return {
    /** The bound parts; a call during the build phase is a wiring mistake, said at once by name. */
    get(): Parts {
      if (!bound) throw new Error(`${what} was called before its parts were bound`);
      return bound;
    },
    bind(parts: Parts): void {
      if (bound) throw new Error(`${what}: parts bound twice`);
      bound = parts;
    },
  };
}
