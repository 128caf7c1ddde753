// The layering rules of the site, in one place: `npm run lint:layers`. What they mean and why:
// docs/architecture.md#layers. A rule names folders by pattern, so a new feature is covered the
// day it is created. `tests/scripts/layers.test.ts` shows that each rule can fail.
const path = require('node:path');

const LAYERS = 'see docs/architecture.md#layers';
/** Shared code: what any feature or the app may use. */
const SHARED = '^src/(components|hooks|lib|config|content|styles)/';
/** UI libraries that only their adapters in src/components/ui may import. */
const UI_LIBRARIES =
  '(^|/)node_modules/(@radix-ui/|sonner/|embla-carousel-react/|react-hook-form/|@hookform/)';
/** Browser-safe shared code of the functions: the contracts and the text rules they count with. */
const BROWSER_SAFE_SHARED = '^supabase/functions/_shared/(contracts/|text\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-other-feature',
      comment: `Features never import each other: move what two features share to components/, hooks/, lib/ or content/ (${LAYERS}).`,
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-to-app',
      comment: `Features do not import the app shell; the app composes features (${LAYERS}).`,
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(app/|main\\.tsx?$)' },
    },
    {
      name: 'shared-to-feature-or-app',
      comment: `Shared code (components, hooks, lib, config, content) never imports a feature or the app (${LAYERS}).`,
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^src/(features/|app/|main\\.tsx?$)' },
    },
    {
      name: 'content-to-code',
      comment: `Content and config are data: no components and no React (${LAYERS}).`,
      severity: 'error',
      from: { path: '^src/(content|config)/' },
      to: { path: ['^src/(components|hooks)/', '(^|/)node_modules/(react|react-dom)/'] },
    },
    {
      name: 'feature-barrel',
      comment: `Features have no index barrel: import the module itself (${LAYERS}).`,
      severity: 'error',
      from: { path: '^src/features/[^/]+/index\\.tsx?$' },
      to: {},
    },
    {
      name: 'ui-library-outside-adapter',
      comment: `Only src/components/ui imports Radix, sonner, embla and react-hook-form: use its adapter (${LAYERS}).`,
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/components/ui/' },
      to: { path: UI_LIBRARIES },
    },
    {
      name: 'browser-to-backend',
      comment: `The browser code imports nothing of server/, scripts/ or tests/, and of supabase/ only the contracts (${LAYERS}).`,
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|scripts|tests|e2e|supabase)/', pathNot: BROWSER_SAFE_SHARED },
    },
    {
      name: 'function-to-outside',
      comment: `A function deploys with its own folder and _shared only: nothing from src/, server/ or another function (${LAYERS}).`,
      severity: 'error',
      from: { path: '^supabase/functions/([^/]+)/' },
      to: {
        path: '^(src|server|scripts|tests|e2e)/|^supabase/functions/',
        pathNot: ['^supabase/functions/$1/', '^supabase/functions/_shared/'],
      },
    },
    {
      name: 'origin-to-feature-or-app',
      comment: `The origin (server/, edge/) reaches into src/ only for shared code (config, content, lib): never a page feature or the app; move what both need to src/lib/ or src/config/ (${LAYERS}).`,
      severity: 'error',
      from: { path: '^(server|edge)/' },
      to: { path: '^src/(features/|app/|main\\.tsx?$)' },
    },
    {
      name: 'unresolvable',
      comment: `Every import resolves (a broken alias would otherwise hide a layering violation) (${LAYERS}).`,
      severity: 'error',
      from: { path: '^(src|supabase|server|edge)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The `@/` and `@shared/` aliases come from tsconfig.json's paths, their one definition, read by
    // config/depcruise-resolve.cjs (a tsConfig here would ask for TypeScript's compiler API).
    webpackConfig: { fileName: path.join(__dirname, 'config/depcruise-resolve.cjs') },
    // TypeScript 7 has no compiler API the tool can use (and its swc parser cannot read TSX in this
    // version), so Babel turns each file into plain JavaScript first: config/depcruise-babel.cjs.
    // The tool then scans only what it is given, hence the globs in `npm run lint:layers`.
    babelConfig: { fileName: path.join(__dirname, 'config/depcruise-babel.cjs') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
