import type { User } from '@rha/contracts';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '../auth/authSession';
import type { FakeAnswer } from '../testing/fakeBff';
import { companyUser, fakeAuth } from '../testing/renderApp';
import { renderHookWithBff } from '../testing/renderHookWithBff';
import { userQueryKey, useUser } from './useUser';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderUseUser(status: AuthStatus, answer: User | FakeAnswer) {
  const rendered = renderHookWithBff(() => useUser(), {
    auth: fakeAuth({ status }),
    routes: { 'GET /api/user': 'status' in answer ? answer : { body: answer } },
  });
  return { ...rendered, requests: rendered.bff.requests };
}

describe('useUser', () => {
  it('reads GET /api/user with the bearer token when signed in', async () => {
    const { result, requests } = renderUseUser('authenticated', companyUser);
    await waitFor(() => expect(result.current.data).toEqual(companyUser));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.authorization).toBe('Bearer test-access-token');
  });

  it("reads past the bff's copy once the app marked the profile out of date", async () => {
    const { result, requests, queryClient } = renderUseUser('authenticated', companyUser);
    await waitFor(() => expect(result.current.data).toEqual(companyUser));
    expect(requests[0]?.query.toString()).toBe('');

    await queryClient.invalidateQueries({ queryKey: userQueryKey });

    expect(requests).toHaveLength(2);
    expect(requests[1]?.query.get('bypassCache')).toBe('true');
    await queryClient.refetchQueries({ queryKey: userQueryKey });
    expect(requests[2]?.query.toString(), 'a plain refetch takes the copy').toBe('');
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
