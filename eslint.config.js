// Lint rules for the whole package. Besides typescript-eslint's recommended set, this file
// enforces the import direction of DESIGN.md section 2: shared/ imports nothing from the other
// folders, and web features never import each other.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under web/app/features is a feature; each may import only itself.
const featuresDir = new URL('./web/app/features/', import.meta.url);
const featureNames = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.data',
      'cdk.out',
      'web/build',
      'web/.react-router',
      'test-results',
      'playwright-report',
      'bench/.work',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@functions/*',
                '@infra/*',
                '~/*',
                '**/functions/**',
                '**/infra/**',
                '**/web/**',
              ],
              message:
                'shared/ is the contract: it imports nothing from functions/, infra/ or web/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@infra/*', '~/*', '**/web/**', '**/infra/**'],
              message: 'functions/ may import only shared/ and itself.',
            },
          ],
        },
      ],
    },
  },
  ...featureNames.map((name) => ({
    files: [`web/app/features/${name}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: featureNames
                .filter((other) => other !== name)
                .flatMap((other) => [`~/features/${other}/*`, `**/features/${other}/**`]),
              message: 'Web features do not import each other; compose them in a route module.',
            },
          ],
        },
      ],
    },
  })),
);
