// Lingui's macros (`t`, `<Trans>`, `plural`…) in Vite and Vitest: Lingui's own Babel plugin runs
// on the files that import a macro, and nowhere else (a Babel pass over every file would cost the
// build seconds). Each message is kept in the code as its compiled English form, so English
// needs no catalogue: the first screen in English loads nothing more than before, and only
// another language's catalogue is fetched (web/i18n/i18n.ts).
import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * After the macro: the `message` of every descriptor the macro wrote (an object literal it marks
 * with a leading comment `i18n`: `t`, `msg`, `<Trans>`'s props) becomes the compiled message,
 * so formatting it needs no message compiler at run time. Other objects, whatever their keys (a
 * form's `message` field), are left alone.
 */
function compileSourceMessages(): PluginObj {
  const isDescriptor = (node: t.ObjectExpression) =>
    node.leadingComments?.some((comment) => comment.value.trim() === 'i18n') ?? false;
  return {
    name: 'potluck-compile-source-messages',
    visitor: {
      ObjectExpression(path) {
        if (!isDescriptor(path.node)) return;
        for (const property of path.node.properties) {
          if (
            t.isObjectProperty(property) &&
            t.isIdentifier(property.key, { name: 'message' }) &&
            t.isStringLiteral(property.value)
          ) {
            property.value = t.valueToNode(compileMessage(property.value.value));
          }
        }
      },
    },
  };
}

export function linguiMacros(): Plugin {
  return {
    name: 'potluck-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !MACRO_IMPORT.test(code)) {
        return null;
      }
      const options = {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] as ('typescript' | 'jsx')[] },
      };
      // Two passes: the second sees exactly what the macro wrote.
      const expanded = await transformAsync(code, {
        ...options,
        plugins: [[linguiMacro, { stripMessageField: false }]],
      });
      if (!expanded?.code) return null;
      const result = await transformAsync(expanded.code, {
        ...options,
        inputSourceMap: expanded.map ?? undefined,
        plugins: [compileSourceMessages],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
