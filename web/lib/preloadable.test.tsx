import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>);

describe('preloadable', () => {
  it('suspends like lazy() until its code has loaded', () => {
    const Screen = preloadable(() => new Promise<{ default: typeof Greeting }>(() => {}));
    expect(render(<Screen name="cook" />)).toBe('<p>Loading</p>');
  });

  it('renders at once, without a fallback, once its code has loaded', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Screen = preloadable(load);
    await Screen.preload();
    expect(render(<Screen name="cook" />)).toBe('<p>Hello cook</p>');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once whether the render or a preload asks first', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Screen = preloadable(load);
    expect(render(<Screen name="cook" />)).toBe('<p>Loading</p>');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(render(<Screen name="again" />)).toBe('<p>Hello again</p>');
  });
});
