// The import aliases for dependency-cruiser, in the one form it takes besides a tsconfig (a webpack
// config's resolve.alias), read from tsconfig.json's `paths`, their one definition (config/aliases.ts
// reads the same for Vite and Vitest). Given as tsConfig instead, the tool would ask for a TypeScript
// compiler API that TypeScript 7.0 does not have, and warn on every run (decision 024).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const { paths } = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')).compilerOptions;
const alias = {};
for (const [key, [target]] of Object.entries(paths)) {
  if (!key.endsWith('/*') || !target?.endsWith('/*'))
    throw new Error(`tsconfig.json paths: "${key}" must map "<alias>/*" to one "<folder>/*"`);
  alias[key.slice(0, -2)] = path.resolve(ROOT, target.slice(0, -2));
}

module.exports = { resolve: { alias } };
