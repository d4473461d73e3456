// ESLint flat config. `npm run lint` runs it with type information (about 40 s for the whole tree on 2 cores).
// Formatting is Prettier's (.prettierrc.json): eslint-config-prettier, last, turns off every rule that would fight it.
import nextPlugin from '@next/eslint-plugin-next'
import { defineConfig, globalIgnores } from 'eslint/config'
import prettierConfig from 'eslint-config-prettier/flat'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const TS_FILES = ['**/*.{ts,tsx,mts,cts}']
const JS_FILES = ['**/*.{js,mjs,cjs,jsx}']
const TEST_FILES = ['tests/**', '**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}']

// Which layer may import which: lib, content and config are below components; components are below app and server.
const LAYER_ZONES = [
  {
    target: './src/lib',
    from: ['./src/components', './src/app', './src/server'],
    message: 'src/lib is shared code: it must not depend on components, app routes or the server.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/server'],
    message:
      'Components must not depend on app routes or the server; pass data in as props or move the code to src/lib.',
  },
  {
    target: './collections',
    from: ['./src/jobs'],
    message:
      'Collections must not depend on job tasks: what a collection and a task both need (queue names, queueing) belongs in src/lib.',
  },
  {
    target: ['./src/content', './src/config'],
    from: ['./src/components', './src/app', './src/server'],
    message: 'Content and config must not depend on components, app routes or the server.',
  },
  {
    target: './src/content',
    from: ['./src/lib'],
    message:
      'src/content holds copy and seed data: src/lib reads it, never the other way (page copy shapes and assembly live in src/lib/pages).',
  },
]

export default defineConfig(
  globalIgnores([
    // Dependencies, build output, local data, reports
    '**/node_modules/',
    '.next/',
    'dist/',
    'data/',
    'media/',
    'backups/',
    '.tmp/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'coverage/',
    'bench/out/',
    // Generated: Next's env types, Payload's types, admin files (importMap.js, layout, routes) and migrations
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/app/(payload)/',
    'migrations/',
  ]),

  // TypeScript, with type information from tsconfig.json
  {
    files: [...TS_FILES, ...JS_FILES],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
    },
  },

  // Payload's collection hooks and access functions type `data`, `doc`, `originalDoc` and `siblingData` as `any`:
  // there the no-unsafe-* rules report Payload's signatures, not mistakes (48 of their 65 findings when this was set up).
  {
    files: ['collections/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // Plain JavaScript (scripts/*.mjs, bench/startup.mjs, config files) is outside tsconfig.json's program: no type information.
  {
    files: JS_FILES,
    extends: [tseslint.configs.disableTypeChecked],
  },

  // Imports: order as the code already writes it, and which layer may import which
  {
    files: [...TS_FILES, ...JS_FILES],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads an imported module itself (no-cycle follows each one's imports).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: './tsconfig.json' }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            // The code puts `@payload-config` with the packages (sorted among them), not with the `@/` aliases.
            { pattern: '@payload-config', group: 'external' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
      // No import circles (type-only imports included: a circle of types still ties the modules' meaning together).
      'import-x/no-cycle': 'error',
    },
  },

  // Next's private modules (next/dist/*) may change in any release: src/lib/cache/next-internals.ts is the one module
  // that uses them, and its test names it when an upgrade changes what it relies on.
  {
    files: [...TS_FILES, ...JS_FILES],
    ignores: ['src/lib/cache/next-internals.ts', 'src/lib/cache/next-internals.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next/dist/*'],
              message: "Next's internals are used only in src/lib/cache/next-internals.ts: add what you need there.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^next\\/dist\\//]',
          message: "Next's internals are used only in src/lib/cache/next-internals.ts: add what you need there.",
        },
      ],
    },
  },

  // React hooks: the rules of hooks and complete dependency lists. The React Compiler's own checks, which
  // eslint-plugin-react-hooks 7 adds to its recommended set, are left out: the site does not use the compiler.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Next.js: recommended and Core Web Vitals rules for the routes and components
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    extends: [nextPlugin.configs.recommended, nextPlugin.configs['core-web-vitals']],
  },

  // Tests keep the type-aware rules. Relaxed: the layer zones (a test may reach across layers to set up what it checks);
  // `typeof import('…')` annotations, the idiom of vitest's `importOriginal<typeof import('node:crypto')>()`; and the
  // no-unsafe-* rules that vitest's asymmetric matchers (`expect.any`, `expect.stringMatching`, typed `any`) and
  // parsed response bodies trip on every line that checks them.
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },

  prettierConfig,
)
