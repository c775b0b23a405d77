// @ts-check
/**
 * Table ownership (decision 059): only the owner of a table, as apps/server/src/modules/table-owners.ts
 * names it, reads or writes it; and only one file writes the render row. A table is found wherever
 * a query names one: the query builder's calls (also as the callbacks' `selectFrom`), `sql.table`,
 * and raw SQL after FROM, JOIN, INTO or UPDATE. A table the rule cannot read (a variable that is
 * not a known literal) is refused too, so no spelling slips past.
 */
import path from 'node:path';
import { RENDER_LIFE_FILE, TABLE_OWNERS } from '../../apps/server/src/modules/table-owners.ts';

const serverSource = path.resolve(import.meta.dirname, '../../apps/server/src');
/** @type {Record<string, string>} */
const owners = TABLE_OWNERS;

const READS = new Set(['selectFrom', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'innerJoinLateral', 'leftJoinLateral']);
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
/** Raw SQL naming a table: the keyword, then the name, quoted or not. */
const RAW_TABLE = /\b(from|join|into|update|table)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;
const RAW_WRITES = new Set(['into', 'update', 'table']);

/** The place a file belongs to: the owner key (under apps/server/src) that covers it, or its folder. */
export function placeOf(/** @type {string} */ filename) {
  const relative = path.relative(serverSource, filename).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top = '', second = ''] = relative.split('/');
  return { relative, place: top === 'modules' || top === 'providers' ? `${top}/${second}` : top };
}

/** The table of a query's table argument text: `'order as o'` is `order`. */
function tableOf(/** @type {string} */ text) {
  return text.trim().split(/\s+/)[0] ?? '';
}

/**
 * The table names an argument can stand for, or null when the rule cannot tell. A subquery, a
 * callback or a variable holding one names no table of its own (its own calls are checked).
 * @param {any} node @param {import('eslint').SourceCode} sourceCode
 * @returns {string[] | null}
 */
function tablesIn(node, sourceCode) {
  if (!node) return [];
  if (node.type === 'Literal') return typeof node.value === 'string' ? [tableOf(node.value)] : null;
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0 ? [tableOf(node.quasis[0].value.cooked ?? '')] : null;
  if (node.type === 'ArrayExpression') {
    const all = node.elements.map((/** @type {any} */ element) => tablesIn(element, sourceCode));
    return all.includes(null) ? null : all.flat();
  }
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') return tablesIn(node.expression, sourceCode);
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'CallExpression') return [];
  if (node.type === 'Identifier') return tablesOfVariable(node, sourceCode);
  return null;
}

/** @param {any} identifier @param {import('eslint').SourceCode} sourceCode @returns {string[] | null} */
function tablesOfVariable(identifier, sourceCode) {
  let scope = /** @type {import('eslint').Scope.Scope | null} */ (sourceCode.getScope(identifier));
  while (scope) {
    const variable = scope.set.get(identifier.name);
    if (variable) {
      const definition = variable.defs[0];
      if (!definition) return null;
      if (definition.type === 'Parameter') return literalUnion(/** @type {any} */ (definition.name).typeAnnotation?.typeAnnotation);
      if (definition.type === 'Variable' && definition.parent?.kind === 'const') {
        const init = /** @type {any} */ (definition.node).init;
        return tablesIn(init, sourceCode);
      }
      return null;
    }
    scope = scope.upper;
  }
  return null;
}

/** `'a' | 'b'` as a parameter's type: the tables it may be. @returns {string[] | null} */
function literalUnion(/** @type {any} */ type) {
  if (!type) return null;
  if (type.type === 'TSLiteralType' && typeof type.literal.value === 'string') return [type.literal.value];
  if (type.type !== 'TSUnionType') return null;
  const all = type.types.map(literalUnion);
  return all.includes(null) ? null : all.flat();
}

/** The name a call is made by: `db.selectFrom(...)` and `({ selectFrom }) => selectFrom(...)` alike. */
function calleeName(/** @type {any} */ callee) {
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  if (callee.type === 'Identifier') return callee.name;
  return null;
}

/**
 * @param {(use: { node: any, table: string | null, write: boolean }, place: { relative: string, place: string }) => void} check
 * @returns {import('eslint').Rule.RuleModule['create']}
 */
function visitTables(check) {
  return (context) => {
    const place = placeOf(context.filename);
    if (!place) return {};
    const { sourceCode } = context;
    return {
      /** @param {any} node */
      CallExpression(node) {
        const name = calleeName(node.callee);
        const isSqlTable = node.callee.type === 'MemberExpression' && node.callee.object.name === 'sql' && name === 'table';
        if (!name || !(READS.has(name) || WRITES.has(name) || isSqlTable)) return;
        const tables = tablesIn(node.arguments[0], sourceCode);
        if (tables === null) return check({ node: node.arguments[0] ?? node, table: null, write: WRITES.has(name) }, place);
        for (const table of tables) check({ node: node.arguments[0], table, write: WRITES.has(name) || isSqlTable }, place);
      },
      /** @param {any} node */
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const text = node.quasi.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked ?? '').join(' ');
        for (const [, keyword = '', table = ''] of text.matchAll(RAW_TABLE)) {
          if (table in owners) check({ node, table, write: RAW_WRITES.has(keyword.toLowerCase()) }, place);
        }
      },
    };
  };
}

const UNKNOWN_TABLE = 'Name the table with a string literal (or a parameter typed as literals), so its owner can be checked.';

/** @type {import('eslint').Rule.RuleModule} */
const tableOwners = {
  meta: { type: 'problem', docs: { description: "A table is read and written only by its owner's repositories." }, schema: [] },
  create: (context) =>
    visitTables(({ node, table }, { place }) => {
      if (table === null) return context.report({ node, message: UNKNOWN_TABLE });
      const owner = owners[table];
      if (owner === undefined || owner === place) return;
      context.report({
        node,
        message: `The ${table} table belongs to ${owner}; ${place} asks it through its service, or the owner contributes what the module shape declares (table-owners.ts).`,
      });
    })(context),
};

/** @type {import('eslint').Rule.RuleModule} */
const renderLife = {
  meta: { type: 'problem', docs: { description: 'One file writes the render row: every change of its life in one place.' }, schema: [] },
  create: (context) =>
    visitTables(({ node, table, write }, { relative }) => {
      if (!write || relative === RENDER_LIFE_FILE) return;
      if (table === null || table === 'render') {
        context.report({
          node,
          message: `Only ${RENDER_LIFE_FILE} writes the render row (its life in one place); ask the renders module's life.`,
        });
      }
    })(context),
};

export default { rules: { 'table-owners': tableOwners, 'render-life': renderLife } };
