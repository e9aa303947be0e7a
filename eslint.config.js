// Lint as Lit and Starlight projects do: ESLint's and typescript-eslint's recommended rules,
// eslint-plugin-lit for templates and eslint-plugin-wc for custom elements. Formatting is
// Prettier's job (.prettierrc.json), so no rule here is about layout. `npm run lint` runs
// it with --max-warnings 0.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/', 'lib/', 'public/', 'node_modules/', '.astro/', 'artifacts/', 'test-results/', 'generated/', '.wireit/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `let a; [a, rng] = roll(rng)`: the seeded generator is threaded through destructuring.
      'prefer-const': ['error', { destructuring: 'all' }],
    },
  },
  {
    // Chai's `expect(x).to.exist` is an assertion written as an expression.
    files: ['widgets/**/*.test.ts', 'widgets/shared/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['widgets/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['widgets/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
);
