/**
 * Imported first by the server bundle: browser storage, empty and keeping nothing, so modules that read a
 * stored preference at load see a first visit, and no user's data stays between renders.
 */
const emptyStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};
for (const name of ["localStorage", "sessionStorage"] as const)
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: emptyStorage });

export {};
