// Lint rules for the whole package. Besides typescript-eslint's recommended set, this file
// enforces the import direction of DESIGN.md section 2: shared/ imports nothing from the other
// folders, and web features never import each other. It also keeps zod imported the way bundlers
// can shake.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const sonnerOnlyThroughToast = {
  name: 'sonner',
  message:
    "Raise toasts with ~/lib/toast, which mounts the Toaster; sonner's own toast can be lost.",
};

// Every folder under web/app/features is a feature; each may import only itself.
const featuresDir = new URL('./web/app/features/', import.meta.url);
const featureNames = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// functions/ imports only shared/ and itself.
const functionsOnlyShared = {
  group: ['@infra/*', '~/*', '**/web/**', '**/infra/**'],
  message: 'functions/ may import only shared/ and itself.',
};

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
      // zod's `z` export is one object holding all of zod, so no bundler can drop what a module
      // does not use: every Lambda carried its 40 locales and JSON Schema code (370 KB minified).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message:
            "Import zod as a namespace (import * as z from 'zod'), so bundles keep only what they use.",
        },
      ],
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
      'no-restricted-imports': ['error', { patterns: [functionsOnlyShared] }],
    },
  },
  // Ports belong to the domain: it says what it needs, and knows no adapter, SDK or event type.
  {
    files: ['functions/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            functionsOnlyShared,
            {
              group: [
                '@functions/adapters/*',
                '@functions/wiring/*',
                '@functions/http/*',
                '@functions/workers/*',
                '**/adapters/**',
                '**/wiring/**',
                '@aws-sdk/*',
                '@aws-lambda-powertools/*',
                'aws-lambda',
              ],
              message:
                'functions/domain/ declares its ports and takes them as arguments: no adapters, wiring, SDK or event types.',
            },
          ],
        },
      ],
    },
  },
  // Handlers and workers get their dependencies from one wiring module per domain.
  {
    files: ['functions/http/**', 'functions/workers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            functionsOnlyShared,
            {
              group: ['@functions/adapters/*', '**/adapters/**'],
              message:
                'Handlers and workers import their dependencies from functions/wiring/<domain>, not adapters.',
            },
          ],
        },
      ],
    },
  },
  // Toasts go through lib/toast, which mounts sonner's Toaster on first use: a toast raised
  // through sonner directly before that is lost.
  {
    files: ['web/app/**'],
    ignores: ['web/app/lib/toast.ts', 'web/app/components/layout/toast-host.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [sonnerOnlyThroughToast] }] },
  },
  ...featureNames.map((name) => ({
    files: [`web/app/features/${name}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sonnerOnlyThroughToast],
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
