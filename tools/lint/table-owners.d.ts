import type { Rule } from 'eslint';

/** Types for table-owners.js (the lint rules are plain JavaScript that ESLint loads as is). */
declare const plugin: { rules: { 'table-owners': Rule.RuleModule; 'render-life': Rule.RuleModule } };
export default plugin;
export function placeOf(filename: string): { relative: string; place: string } | null;
