import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'cms/migrations/**', 'cms/payload-types.ts', 'app/(payload)/admin/importMap.js', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          // Intl's default digits for plain 'ar' are Latin: every number and date names one of the
          // site's formats (lib/i18n/numbering.ts), which pin the page's digits.
          selector: "CallExpression[callee.object.name='format'][callee.property.name=/^(number|dateTime|relativeTime)$/]:not([arguments.1.type='Literal'])",
          message: "Format numbers and dates with a named site format: format.number(n, 'digits'), format.dateTime(d, 'jalaliDate').",
        },
      ],
    },
  },
]

export default config
