// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Lint (npm test runs it): typescript-eslint's recommended rules everywhere; in app/, React's two
 * rules of hooks and jsx-a11y's recommended ones. Prettier formats (`.prettierrc.json`); nothing
 * here argues with it.
 */
export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "server-build/",
      "node_modules/",
      "tests/.artifacts/",
      "data/",
      "drizzle/",
      "shells/",
      ".scratch/",
      "**/*.d.ts",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `a && b()` and `c ? d() : e()` as statements read plainly; anything else is a mistake.
      "@typescript-eslint/no-unused-expressions": ["error", { allowShortCircuit: true, allowTernary: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // A label's text may sit a few elements down (an icon and a title in spans).
      "jsx-a11y/label-has-associated-control": ["error", { depth: 4 }],
      // A component's autoFocus prop is its own decision (the one field of a one-field form).
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
);
