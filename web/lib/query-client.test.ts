import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstCards } from '../features/recipes/use-recipe-cards';
import { redirectIfLoggedOut } from './logged-out';
import { queryClient } from './query-client';

vi.mock('./logged-out', () => ({ redirectIfLoggedOut: vi.fn(() => true) }));

/** The server's answer once the session is gone (SPEC §8). */
const sessionGone = () =>
  new Response(JSON.stringify({ message: 'Unauthorized' }), {
    status: 401,
    statusText: 'Unauthorized',
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  queryClient.clear();
  vi.mocked(redirectIfLoggedOut).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => sessionGone()),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('a lost session found by a read', () => {
  it('is reported by an ordinary read', async () => {
    await expect(queryClient.fetchQuery({ queryKey: ['/api/recipes'] })).rejects.toThrow(/^401/);
    expect(redirectIfLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('is not reported by the first cards read on a signed-in hint: the session check decides', async () => {
    await prefetchFirstCards(queryClient);
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/recipes\/cards\?sort=recent$/),
      expect.anything(),
    );
    expect(redirectIfLoggedOut).not.toHaveBeenCalled();
  });
});
