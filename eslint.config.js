import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noImport = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map((group) => ({ group, message: 'Import zone violation (see ARCHITECTURE.md §1).' })) }],
});

export default tseslint.config(
  { ignores: ['dist', 'build', 'data', 'drizzle', 'node_modules', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Import zones: shared imports nothing of ours; client never imports server; server never imports client.
  { files: ['src/shared/**'], rules: noImport(['**/client/**', '**/server/**', 'react', 'fastify']) },
  { files: ['src/client/**'], rules: noImport(['**/server/**', 'fastify', 'drizzle-orm', 'drizzle-orm/*']) },
  { files: ['src/server/**'], rules: noImport(['**/client/**', 'react', 'react-dom']) },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
