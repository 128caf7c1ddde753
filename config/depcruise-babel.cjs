// Babel options for dependency-cruiser only (`npm run lint:layers`): TypeScript 7 has no compiler
// API the tool can use, so Babel turns each .ts/.tsx file into plain JavaScript for its parser.
// Nothing else in the project uses Babel.

/** `import type` and `export type … from` still couple two modules: keep them as plain imports. */
function keepTypeImports({ types: t }) {
  const isTypeOnly = (node) =>
    Boolean(node.source) && (node.importKind === 'type' || node.exportKind === 'type');
  return {
    visitor: {
      // On entering the program, before the TypeScript preset elides type-only imports there.
      Program(program) {
        for (const statement of program.get('body')) {
          if (isTypeOnly(statement.node)) {
            statement.replaceWith(t.importDeclaration([], t.stringLiteral(statement.node.source.value)));
          }
        }
      },
    },
  };
}

/** JSX says nothing about imports; dropping it lets the tool's strict parser read every file. */
function dropJsx({ types: t }) {
  const drop = (path) => path.replaceWith(t.nullLiteral());
  return { visitor: { JSXElement: drop, JSXFragment: drop } };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: ['@babel/plugin-syntax-jsx', keepTypeImports, dropJsx],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
