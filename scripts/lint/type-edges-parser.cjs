/**
 * @typescript-eslint/parser for the modules import-x opens to follow imports (eslint.config.js,
 * `import-x/parsers`): it marks every `import type` and `export type … from` as a plain import, so
 * `import-x/no-cycle`, which skips type-only edges and has no option to count them, follows them
 * too (conventions.md, "Imports run one way": a cycle of type imports fails like any other).
 * The linted file itself is parsed by the usual parser; its own first edge is counted by the
 * wrapper rule `fences/no-cycle` in eslint.config.js.
 */
'use strict';
const parser = require('@typescript-eslint/parser');

/** Turns the type-only marks of the module's import and re-export statements into value ones. */
function countTypeEdges(ast) {
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration') {
      node.importKind = 'value';
      for (const specifier of node.specifiers) if ('importKind' in specifier) specifier.importKind = 'value';
    } else if ((node.type === 'ExportNamedDeclaration' && node.source) || node.type === 'ExportAllDeclaration') {
      node.exportKind = 'value';
      for (const specifier of node.specifiers ?? []) if ('exportKind' in specifier) specifier.exportKind = 'value';
    }
  }
  return ast;
}

module.exports = {
  ...parser,
  parseForESLint(code, options) {
    const result = parser.parseForESLint(code, options);
    countTypeEdges(result.ast);
    return result;
  },
};
