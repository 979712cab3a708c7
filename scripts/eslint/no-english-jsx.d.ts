import type { ESLint, Rule } from 'eslint';

declare const plugin: ESLint.Plugin & { rules: { 'no-english-jsx': Rule.RuleModule } };
export default plugin;
