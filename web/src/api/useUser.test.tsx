import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '../auth/authSession';
import { companyUser, fakeAuth, fakeBffFetch, type UserResponse } from '../testing/renderApp';
import { renderHookWithBff } from '../testing/renderHookWithBff';
import { userQueryKey, useUser } from './useUser';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderUseUser(status: AuthStatus, answer: UserResponse) {
  const bffFetch = fakeBffFetch(answer);
  const rendered = renderHookWithBff(() => useUser(), {
    auth: fakeAuth({ status }),
    fetch: bffFetch.fetch,
  });
  return { ...rendered, requests: bffFetch.requests };
}

describe('useUser', () => {
  it('reads GET /api/user with the bearer token when signed in', async () => {
    const { result, requests } = renderUseUser('authenticated', companyUser);
    await waitFor(() => expect(result.current.data).toEqual(companyUser));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer test-access-token');
  });

  it("reads past the bff's copy once the app marked the profile out of date", async () => {
    const { result, requests, queryClient } = renderUseUser('authenticated', companyUser);
    await waitFor(() => expect(result.current.data).toEqual(companyUser));
    expect(new URL(requests[0]?.url ?? '').search).toBe('');

    await queryClient.invalidateQueries({ queryKey: userQueryKey });

    expect(requests).toHaveLength(2);
    expect(new URL(requests[1]?.url ?? '').searchParams.get('bypassCache')).toBe('true');
    await queryClient.refetchQueries({ queryKey: userQueryKey });
    expect(new URL(requests[2]?.url ?? '').search, 'a plain refetch takes the copy').toBe('');
  });

  it.each<AuthStatus>(['loading', 'unauthenticated', 'error'])(
    'does not ask for the profile while the session is %s',
    async (status) => {
      const { result, requests } = renderUseUser(status, companyUser);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requests).toHaveLength(0);
      expect(result.current.fetchStatus).toBe('idle');
    },
  );

  it('yields null, not an error, when the bff answers 401', async () => {
    const { result } = renderUseUser('authenticated', {
      status: 401,
      body: { title: 'Unauthorized', status: 401, code: 'unauthorized' },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('fails at once, without retrying, with "status: message"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, requests } = renderUseUser('authenticated', {
      status: 500,
      body: { title: 'Internal Server Error', status: 500, code: 'internal_error' },
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('500: Internal Server Error');
    expect(requests).toHaveLength(1);
  });
});
