/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { apiSend } from './api-client';
import { ApiQueryProvider, apiQuery, clearApiCache, useApiQuery } from './query';
import { ok, refused, stubFetch, type StubReply } from './testing';

let server: ReturnType<typeof stubFetch>;
let replies: StubReply[];
const wrapper = ({ children }: { children: ReactNode }) => <ApiQueryProvider>{children}</ApiQueryProvider>;
const useProducts = () => useApiQuery(apiQuery<{ n: number }>('/api/products'));

beforeEach(() => {
  replies = [];
  server = stubFetch(() => replies.shift() ?? ok({ n: 0 }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.restore();
  clearApiCache();
  jest.restoreAllMocks();
});

describe('useApiQuery', () => {
  it('shows loading, then the reply; a screen opened later shows the kept reply at once without asking again', async () => {
    replies.push(ok({ n: 1 }));
    const first = renderHook(useProducts, { wrapper });
    expect(first.result.current.status).toBe('loading');
    await waitFor(() => expect(first.result.current).toMatchObject({ status: 'success', data: { n: 1 } }));
    first.unmount();
    const second = renderHook(useProducts, { wrapper });
    expect(second.result.current).toMatchObject({ status: 'success', data: { n: 1 } });
    expect(server.requests).toHaveLength(1);
  });

  it('keeps the reply on screen when asking again fails', async () => {
    replies.push(ok({ n: 1 }), refused(404, 'NOT_FOUND', 'Gone'));
    const { result } = renderHook(useProducts, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.reload());
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(result.current).toMatchObject({ status: 'success', data: { n: 1 } });
  });

  it('shows the error, and loading instead of it while Retry asks again', async () => {
    replies.push(refused(404, 'NOT_FOUND', 'Gone'));
    const { result } = renderHook(useProducts, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.restore();
    server = stubFetch(async () => {
      await answered;
      return ok({ n: 2 });
    });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    answer();
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { n: 2 } }));
  });

  it('loads the screen on show again after a write', async () => {
    replies.push(ok({ n: 1 }), ok({ saved: true }), ok({ n: 2 }));
    const { result } = renderHook(useProducts, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await act(() => apiSend('PUT', '/api/products/p1', { name: 'Desk' }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { n: 2 } }));
  });

  it('asks nothing while it has no query', () => {
    const { result } = renderHook(() => useApiQuery(null), { wrapper });
    expect(result.current.status).toBe('loading');
    expect(server.requests).toEqual([]);
  });
});
