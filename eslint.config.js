import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'dist-web/', 'test-results/', 'playwright-report/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        console: 'readonly',
        process: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
        URL: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/renderer/**/*.ts', 'tests/e2e/**/*.ts', 'tests/pages/**/*.ts'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        requestAnimationFrame: 'readonly',
        HTMLElement: 'readonly',
        HTMLCanvasElement: 'readonly',
        localStorage: 'readonly',
        WebSocket: 'readonly',
      },
    },
  },
  {
    // A page a test opens itself outlives a failing test and keeps playing into the next one.
    files: ['tests/e2e/**/*.spec.ts'],
    ignores: ['tests/e2e/electron.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name=/^new(Page|Context)$/][object.name='browser']",
          message: "Open a second page with the openPage fixture from './support': it is closed when the test ends.",
        },
        {
          selector: "ImportDeclaration[source.value='@playwright/test'] ImportSpecifier[imported.name='test']",
          message: "Import `test` from './support' (it adds the openPage fixture).",
        },
      ],
    },
  },
);
