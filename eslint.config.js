// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Code flows one way (STYLE.md): packages/shared → features → app. A web feature does not
 * import another feature; lib and components do not import features; the web app never imports
 * the API; shared imports neither app.
 */
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Une feature n’importe pas une autre feature : composez-les dans src/app.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Les features n’importent pas src/app.',
  },
  {
    target: ['./apps/web/src/lib', './apps/web/src/components', './apps/web/src/config'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'lib, components et config sont partagés : ils n’importent ni features ni app.',
  },
  { target: './apps/web', from: './apps/api', message: 'Le web n’importe jamais l’API.' },
  {
    target: './packages/shared',
    from: './apps',
    message: 'packages/shared n’importe aucune application.',
  },
];

/**
 * The API's folders, bottom to top (STYLE.md): a folder imports only the folders of the
 * layers before its own, never a sibling of its layer nor a folder above, so folders cannot import
 * each other in a cycle. The infrastructure layer (config, lib, db, jobs) may use itself; test code
 * (*.test.ts, *-test-helpers.ts, src/test, src/fuzz, src/seed) and the composition root
 * (app.ts, routes.ts, main.ts) may import anything. A new folder goes in the layer of what it needs.
 */
const apiLayers = [
  // Infrastructure: the database below the job queue and the shared helpers (no cycle among them).
  ['config'],
  ['db'],
  // Metrics and tracing: counted from every layer above, reading only the database below.
  ['observability'],
  ['jobs', 'lib'],
  // Web Push: each notification is sent to the member's phones (notifications enqueue it).
  ['push'],
  // Blocks between members: messages, chat, reviews, booking and search ask them.
  ['audit', 'adresses', 'notifications', 'pricing', 'sms', 'backup', 'blocks'],
  ['mail'],
  ['auth'],
  ['plugins'],
  ['realtime', 'messaging', 'spa', 'files', 'health'],
  ['user-space', 'geo', 'travel-preferences'],
  // The blog registers its articles with the sitemap (seo), which lists the geography.
  ['seo'],
  ['blog', 'bornes', 'reviews'],
  ['alerts'],
  // Receipts and credit notes: the payments list (money) asks them for the papers' numbers.
  ['receipts'],
  // The money engine and its processors; booking, trips and admin call it.
  ['money'],
  // A full trip's waiting list sits beside booking: it reads the seats money counts.
  ['booking', 'waiting-list'],
  ['trips'],
  // « Partager mon trajet » shows what the trip page and the next trip show.
  ['admin', 'next-trip', 'trip-share'],
  // Reports and their decisions reuse the admin tools (suspension, trip deactivation, reviews).
  ['reports'],
  // A member's rights over their account read and erase across every feature; the retention
  // job may delete an abandoned account the same way.
  ['account-rights'],
  // The retention job erases what other features store (documents, sessions, searches).
  ['retention'],
];
const apiFolders = readdirSync('apps/api/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['test', 'fuzz', 'seed'].includes(entry.name))
  .map((entry) => entry.name);
const unlayered = apiFolders.filter((folder) => !apiLayers.flat().includes(folder));
if (unlayered.length > 0) {
  throw new Error(`eslint.config.js: placez ${unlayered.join(', ')} dans une couche de apiLayers.`);
}
const apiSrc = './apps/api/src';
const apiLayerZones = apiLayers
  .flatMap((layer, index) =>
    layer.map((folder) => ({
      target: `${apiSrc}/${folder}`,
      from: apiLayers
        .slice(index === 0 ? 1 : index)
        .flat()
        .filter((other) => other !== folder)
        .map((other) => `${apiSrc}/${other}`),
      message: `Les dossiers de l’API s’importent de haut en bas (apiLayers dans eslint.config.js) : ${folder} n’importe pas ce dossier.`,
    })),
  )
  .filter((zone) => zone.from.length > 0);
/** Other folders use the money engine through money/index.ts only. */
const moneyInterfaceZone = {
  target: apiFolders.filter((folder) => folder !== 'money').map((folder) => `${apiSrc}/${folder}`),
  from: `${apiSrc}/money`,
  except: ['./index.ts'],
  message: 'Le moteur d’argent s’utilise par money/index.ts : ajoutez-y ce dont vous avez besoin.',
};
/** routes → services → repositories: a repository is SQL only, a service never knows HTTP routes. */
const apiDirectionZones = [
  {
    target: `${apiSrc}/**/*.repository.ts`,
    from: [`${apiSrc}/**/*.service.ts`, `${apiSrc}/**/*.routes.ts`, `${apiSrc}/**/*.plugin.ts`],
    message: 'Un repository ne fait que du SQL : il n’importe ni service, ni routes, ni plugin.',
  },
  {
    target: `${apiSrc}/**/*.service.ts`,
    from: [`${apiSrc}/**/*.routes.ts`],
    message: 'Un service n’importe pas de routes : les routes appellent les services.',
  },
];

/** STYLE.md: SQL lives only in repositories; elsewhere its tools may be named as types only. */
const sqlInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '**/db/schema', '**/db/schema/*'],
  allowTypeImports: true,
  message:
    'Le SQL vit dans les *.repository.ts : appelez une fonction de repository (les types restent permis).',
};
/** routes → services → repositories: a route reaches the database through a service. */
const repositoriesBehindServices = {
  group: ['**/*.repository', './*.repository'],
  allowTypeImports: true,
  message:
    'Une route appelle un service, jamais un repository : ajoutez la fonction au service du dossier (les types restent permis).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      // Generated by `npm run api:types` (checked by `npm run api:types:check`).
      'apps/web/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/shared/tsconfig.json',
            'tsconfig.tools.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Value imports only: the rule skips `import type` by design, so scripts/import-cycles.ts
      // (run by `npm run lint`) finds the cycles of type imports and of the API's folders.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [
      'apps/api/**/*.ts',
      'scripts/**/*.mjs',
      'bench/**/*.ts',
      'tests/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**/*.ts', 'tests/cluster/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // STYLE.md: SQL lives only in repositories. Elsewhere the query builder, the tables and the
    // driver may be named as types (DbOrTx, row types) but not used. Infrastructure that is SQL by
    // nature keeps them: db/ (schema, migrations, shared fragments), the job queue, advisory
    // locks, the PostgreSQL file store and the payment sandbox (it stands in for the processor).
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*-test-helpers.ts',
      'apps/api/src/test/**',
      'apps/api/src/seed/**',
      'apps/api/src/db/**',
      'apps/api/src/jobs/**',
      'apps/api/src/lib/advisory-lock.ts',
      'apps/api/src/files/postgres-file-store.ts',
      'apps/api/src/money/processors/sandbox-provider.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [sqlInRepositories] }],
    },
  },
  {
    // STYLE.md: routes call services only; a route names a repository's types at most.
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [sqlInRepositories, repositoriesBehindServices] },
      ],
    },
  },
  {
    // STYLE.md: a file over ~300 lines is asking to be split, in every workspace (tests and the
    // fuzz test's request table may stay long; generated code is ignored above).
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/src/fuzz/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*-test-helpers.ts',
      'apps/api/src/test/**',
      'apps/api/src/fuzz/**',
      'apps/api/src/seed/**',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...boundaryZones, ...apiLayerZones, moneyInterfaceZone, ...apiDirectionZones],
        },
      ],
    },
  },
);
