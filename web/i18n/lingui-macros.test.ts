// The build's macro step (scripts/lingui-macros.ts): messages compiled in English, and nothing
// else touched, whatever its keys.
import { describe, expect, it } from 'vitest';
import { linguiMacros } from '../../scripts/lingui-macros';

async function transform(code: string): Promise<string> {
  const plugin = linguiMacros();
  const hook = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  const result = await hook.call({}, code, '/app/web/example.tsx');
  return result?.code ?? code;
}

describe('the macro step', () => {
  it("compiles a descriptor's message and leaves other objects' message fields alone", async () => {
    const out = await transform(
      [
        "import { msg } from '@lingui/core/macro';",
        'const GREETING = msg`Hello {name}`;',
        "const empty = { subject: '', message: '' };",
        "const notice = { id: 'x', message: 'Saved' };",
      ].join('\n'),
    );
    expect(out).toMatch(/message: \["Hello ", \["name"\]\]/);
    expect(out).toMatch(/subject: '',\s*message: ''/);
    expect(out).toMatch(/id: 'x',\s*message: 'Saved'/);
  });

  it('leaves a file without macros as it is', async () => {
    const code = "const form = { message: '' };";
    expect(await transform(code)).toBe(code);
  });
});
