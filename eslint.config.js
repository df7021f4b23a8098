import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/generated/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/storybook-static/**',
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
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Domain code says why a use case refused (DomainError); only kit's error middleware speaks HTTP.
    files: ['services/*/src/domain/**/*.ts', 'services/service-request/src/*/**/*.ts'],
    // service-request keeps each capability's routes beside its rules; those speak HTTP.
    ignores: ['services/service-request/src/*/*.routes.ts', 'services/*/src/db/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@rha/kit',
              importNames: ['problems', 'HttpProblem'],
              message: 'Throw DomainError from @rha/kit; kit maps it to problem+json.',
            },
            { name: 'koa', message: 'Domain code knows no HTTP framework.' },
          ],
        },
      ],
    },
  },
);
