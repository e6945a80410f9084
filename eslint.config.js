import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Each program may import only itself and src/shared; features of the renderer never import each other.
const programs = ['src/server', 'src/renderer', 'src/main', 'src/preload'];
const programZones = [
  ...programs.map((target) => ({
    target: `./${target}`,
    from: programs
      .filter((other) => other !== target && !(target === 'src/preload' && other === 'src/main'))
      .map((p) => `./${p}`),
    message: 'Programs share code only through src/shared.',
  })),
  {
    target: './src/shared',
    from: programs.map((p) => `./${p}`),
    message: 'src/shared is common ground and imports no program.',
  },
];
const featuresDir = 'src/renderer/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in src/renderer/app.',
}));

// A server module reaches another only through its face, the other's index.ts
// (docs/adding-an-area.md): what a module keeps inside may change without breaking the rest.
const modulesDir = 'src/server/modules';
const serverModules = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const moduleZones = serverModules.flatMap((module) =>
  serverModules
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./${modulesDir}/${module}`,
      from: `./${modulesDir}/${other}`,
      except: ['./index.ts'],
      message: `Import ${other} through its index ('../${other}'), which says what it shares.`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'out',
      'data',
      'release',
      'test-results',
      'playwright-report',
      '.tmp',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Rules that read the imported files (no-cycle) must parse them as TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...programZones, ...featureZones, ...moduleZones] },
      ],
      // A cycle makes start-up order matter and hides which module owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A transaction opened by hand skips inTransaction's deadlock retry and its after-commit
    // actions (the emails of the notifications it wrote); a savepoint (tx.transaction) is fine.
    files: ['src/server/**/*.ts', 'tests/**/*.ts'],
    ignores: ['src/server/db/transactions.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            'CallExpression[callee.property.name="transaction"][callee.object.name="db"]',
            'CallExpression[callee.property.name="transaction"][callee.object.property.name="db"]',
          ].join(', '),
          message:
            'Open transactions with inTransaction (src/server/db/transactions.ts), which retries deadlocks and runs after-commit actions.',
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Screens call routes by their descriptors, which hold no schema; the contract modules hold
      // zod schemas, which only a form's fields bring, through a module that first tells zod how
      // to run in the browser.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@shared/api/(?!routes/|define$|error-message$)',
              allowTypeImports: true,
              message:
                "Call routes by their descriptors (@shared/api/routes/); take a form's fields from src/renderer/lib/form-fields.ts.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        // The first Intl formatter a page makes loads the browser's locale data: made when a
        // module loads, it lengthens the evaluation of the first screen's code.
        {
          selector: [
            'Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
            'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
          ].join(', '),
          message:
            'Make Intl formatters on first use: dateTimeFormat() of src/renderer/lib/date-time-format.ts for dates.',
        },
      ],
    },
  },
  {
    files: ['src/renderer/lib/form-fields.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/public/color-scheme.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
