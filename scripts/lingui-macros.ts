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
 * After the macro: every `message` the macro left (a descriptor's property, `<Trans message>`)
 * becomes the compiled message, so formatting it needs no message compiler at run time.
 */
function compileSourceMessages(): PluginObj {
  const compiled = (text: string) => t.valueToNode(compileMessage(text));
  return {
    name: 'potluck-compile-source-messages',
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        path.node.value = compiled(value.value);
      },
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        path.node.value = t.jsxExpressionContainer(compiled(value.value));
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
