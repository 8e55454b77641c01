// Lint rules, including the import boundaries of STYLE.md: apps -> contracts -> engine; the engine
// depends on nothing of ours and uses no Node or DOM APIs; no app imports another app; web features
// never import each other.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = existsSync('apps/web/src/features')
  ? readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const CROSS_WORKSPACE_PATHS = {
  group: ['**/packages/*/src/**', '**/apps/*/src/**', '**/packages/*/dist/**', '**/apps/*/dist/**'],
  message: 'Import another workspace by its package name (@tagproof/…), never by a relative path.',
};

const restrictImports = (patterns, paths = []) => [
  'error',
  { patterns: [CROSS_WORKSPACE_PATHS, ...patterns], paths },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': restrictImports([]),
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts', 'packages/engine/src/**/testing/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': restrictImports(
        [
          { group: ['node:*'], message: 'The engine runs in browsers too: no Node APIs.' },
          { group: ['@tagproof/*'], message: 'The engine depends on nothing of ours.' },
        ],
        ['fs', 'path', 'os', 'crypto', 'url', 'util', 'child_process', 'buffer'].map((name) => ({
          name,
          message: 'The engine runs in browsers too: no Node APIs.',
        })),
      ),
      'no-restricted-globals': [
        'error',
        'process',
        'Buffer',
        'require',
        '__dirname',
        'window',
        'document',
        'navigator',
        'localStorage',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='push'] > SpreadElement",
          message:
            'push(...list) passes each item as an argument and overflows the stack on a huge body: use appendAll (append-all.ts).',
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: ['@tagproof/server', '@tagproof/cli', '@tagproof/web', '@tagproof/extension'],
          message: 'contracts sit below every app.',
        },
      ]),
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: ['@tagproof/cli', '@tagproof/web', '@tagproof/extension'],
          message: 'No app imports another app.',
        },
      ]),
    },
  },
  {
    files: ['apps/cli/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: ['@tagproof/web', '@tagproof/extension'],
          message: 'No app imports another app (the CLI starts the server through @tagproof/server only).',
        },
      ]),
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/extension/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: ['@tagproof/server', '@tagproof/cli', 'node:*'],
          message: 'Browser code imports no server code and no Node APIs.',
        },
      ]),
    },
  },
  ...WEB_FEATURES.map((feature) => {
    const others = WEB_FEATURES.filter((other) => other !== feature);
    const crossFeature = others.flatMap((other) => [
      `**/features/${other}`,
      `**/features/${other}/**`,
      `../${other}`,
      `../${other}/**`,
      `../../${other}/**`,
      `../../../${other}/**`,
    ]);
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': restrictImports([
          ...(crossFeature.length === 0
            ? []
            : [
                {
                  group: crossFeature,
                  message: 'Features never import each other: move shared code to components/ or lib/.',
                },
              ]),
          {
            group: ['@tagproof/server', '@tagproof/cli', 'node:*'],
            message: 'Browser code imports no server code and no Node APIs.',
          },
        ]),
      },
    };
  }),
);
