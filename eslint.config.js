// ESLint (flat config): typescript-eslint's type-checked rules, React, its hooks and jsx-a11y; Prettier owns the
// layout (eslint-config-prettier turns off the rules it would fight). A rule turned off says why beside it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "data/",
      "backups/",
      "test-results/",
      "playwright-report/",
      ".cache/",
      "node_modules/",
      "clients/api-types.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // `async` marks functions that fulfil a Promise-returning contract (cleanups, mail transports, batch readers);
      // no-floating-promises and no-misused-promises catch the misuse that matters.
      "@typescript-eslint/require-await": "off",
      // Remix loaders and actions throw a Response (a redirect, a 404) to stop; anything else thrown must be an Error.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "@remix-run/server-runtime", name: "TypedResponse" },
            { from: "package", package: "@remix-run/router", name: "ErrorResponse" },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx", "tests/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { ...react.configs.flat.recommended.languageOptions, globals: { ...globals.browser } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // TypeScript checks every component's props; prop-types would repeat it at run time.
      "react/prop-types": "off",
      // The forms copy the server's newest answer (a new object per submission) into the state the shopper then edits;
      // remounting the form by key instead, as the rule suggests, would also drop the focus it moves to the first error.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["tests/**", "scripts/**"],
    rules: {
      // The suites and the benchmarks read JSON answers as `any` on purpose and assert their shape (every API answer
      // is also checked against the OpenAPI document by the contract tally); typing each read adds casts, not checks.
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    // eslint-plugin-jsx-a11y and eslint-plugin-react ship no types, so type-aware rules would only see `any` here.
    files: ["eslint.config.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
