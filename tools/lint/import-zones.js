// @ts-check
/**
 * Import zones, checked by the path an import resolves to rather than by how it is spelled:
 * `../../x`, `../../../features/x` and `#web/features/x` are the same file, so they get the same answer.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const webSource = path.join(root, 'apps/web/src');
const serverSource = path.join(root, 'apps/server/src');

/** Package.json `imports` of each app, so `#web/...` and `#server/...` resolve like relative paths. */
const aliases = [
  { prefix: '#web/', directory: webSource },
  { prefix: '#server/', directory: serverSource },
  { prefix: '#test/', directory: path.join(root, 'apps/server/test') },
];

/** The web's features are its folders: a new feature gets the rules without editing this file. */
export const webFeatures = readdirSync(path.join(webSource, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @param {string} specifier @param {string} importer */
function resolveImport(specifier, importer) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  const alias = aliases.find(({ prefix }) => specifier.startsWith(prefix));
  return alias ? path.join(alias.directory, specifier.slice(alias.prefix.length)) : null;
}

/** The top folder of a file inside a source tree, and the folder below it: ['features', 'cart'], ['lib', 'api-client.ts']. */
function placeIn(/** @type {string} */ directory, /** @type {string} */ file) {
  const relative = path.relative(directory, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top = '', second = ''] = relative.split(path.sep);
  return { top, second };
}

/**
 * Why an import crosses a boundary, or null when it may.
 * @param {string} importer @param {string} target
 */
export function boundaryProblem(importer, target) {
  const from = placeIn(webSource, importer);
  const to = placeIn(webSource, target);
  if (from && to) {
    if (['components', 'lib', 'config'].includes(from.top) && (to.top === 'features' || to.top === 'app')) {
      return `src/${from.top} is below features and the app: it must not import src/${to.top}.`;
    }
    if (from.top === 'features' && to.top === 'app')
      return 'A feature must not import the app layer; what it needs belongs in src/config, src/lib or src/components.';
    if (from.top === 'features' && to.top === 'features' && from.second !== to.second) {
      return `The ${from.second} feature must not import the ${to.second} feature; compose them in src/app.`;
    }
    return null;
  }
  const fromModule = placeIn(path.join(serverSource, 'modules'), importer);
  const toModule = placeIn(path.join(serverSource, 'modules'), target);
  if (fromModule && toModule && fromModule.top !== toModule.top && /-repository\.ts$/.test(target)) {
    return `The ${fromModule.top} module uses the ${toModule.top} module's service, never its repository.`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between layers, features and modules (CONTRIBUTING.md).' },
    schema: [],
  },
  create(context) {
    /** @param {any} node */
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveImport(specifier, context.filename);
      const problem = target && boundaryProblem(context.filename, target);
      if (problem) context.report({ node: node.source, message: problem });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'import-zones': importZones } };
