// One lint for the whole workspace (issue 16): typescript-eslint with type information, React hooks,
// jsx-a11y, and the one-way import rules of STYLE.md, enforced the way bulletproof-react does.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const portalFeatures = readdirSync(new URL('./apps/portal/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** STYLE.md: shared → features → app; a feature never imports another; packages never import apps. */
const boundaries = [
  // A portal feature does not import another feature.
  ...portalFeatures.map((feature) => ({
    target: `./apps/portal/src/features/${feature}`,
    from: './apps/portal/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature (STYLE.md); move what both need to components/ or lib/.',
  })),
  {
    target: './apps/portal/src/features',
    from: './apps/portal/src/app',
    message: 'Features do not import the app layer (STYLE.md: shared → features → app).',
  },
  {
    target: ['./apps/portal/src/components', './apps/portal/src/lib'],
    from: ['./apps/portal/src/features', './apps/portal/src/app'],
    message: 'Shared code does not import features or the app (STYLE.md: shared → features → app).',
  },
  {
    target: './apps/portal',
    from: ['./apps/api', './tools'],
    message: 'The portal reaches the API only through the SDK.',
  },
  {
    target: './packages',
    from: ['./apps', './tools'],
    message: 'Packages never import apps or tools.',
  },
  {
    target: './apps/api/src',
    from: ['./apps/portal', './tools', './packages/feedback-widget'],
    message: 'The API does not import the portal, the CLI or the widget.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/tmp/**',
      '**/.bundle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: {
        // Sources are linted with their own config (noUncheckedIndexedAccess); tests fall through to the
        // test configs, which include every file of a package. The first project that has a file wins.
        project: [
          './tsconfig.json',
          './{apps,packages,tools}/*/tsconfig.json',
          './{apps,packages,tools}/*/tsconfig.test.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Sources and tests are split across two configs per package on purpose (see tsconfig.test.json).
          noWarnOnMultipleProjects: true,
          project: [
            'apps/portal/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/contracts/tsconfig.json',
            'packages/sdk/tsconfig.json',
            'packages/feedback-widget/tsconfig.json',
            'tools/cli/tsconfig.json',
            'tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 4, ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Stores, flows and signals expose arrow-function properties typed as methods; the rule cannot tell.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Handlers passed to the DOM and to event emitters may be async; their promises are handled inside.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}', 'packages/sdk/src/react/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/portal/src/**/*.tsx', 'packages/feedback-widget/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}', 'packages/feedback-widget/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // `@ledgerline/contracts` (types and constants) reaches browsers through the portal and the widget: joi
    // stays behind `@ledgerline/contracts/schemas`.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/schemas/**', 'packages/contracts/src/generate.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'joi', message: 'joi belongs in src/schemas/ (the `@ledgerline/contracts/schemas` entry).' }],
          patterns: [
            {
              group: ['./schemas/*', '../schemas/*'],
              allowTypeImports: true,
              message: 'The main entry point must not load the joi schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API takes its shapes from the contracts, never from its own client.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@ledgerline/sdk', '@ledgerline/sdk/*'],
              message: 'The API takes types and constants from @ledgerline/contracts, not from its client.',
            },
          ],
        },
      ],
    },
  },
  {
    // STYLE.md: data comes only through the SDK's hooks; a component never calls fetch.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['apps/portal/src/**/*.test.{ts,tsx}', 'apps/portal/src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The portal reaches the API only through the SDK (STYLE.md).' },
      ],
    },
  },
  {
    // knex returns untyped rows by design; services type them at their boundary and every answer is checked
    // against its joi response schema, so the unsafe-any family adds noise here rather than safety.
    files: ['apps/api/src/**/*.ts', 'tools/cli/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Tests reach into mocks and fixtures; typed strictness there costs more than it catches.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Tests read parsed JSON bodies and mock calls, which are untyped by nature.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // Test configs do not assume index access can miss, so a `!` there looks redundant when it is not.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // Fakes implement async interfaces without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
