/** Component tests: the API stubbed for a test file, put back after each test. */
import { clearApiCache } from '@ogulf/web-kit';
import { stubFetch, type RecordedRequest } from '@ogulf/web-kit/testing';

type Reply = Parameters<typeof stubFetch>[0];

/**
 * `api.stub(reply)` answers the current test's requests and records them (`api.requests`); after
 * each test the real fetch comes back and the query cache is emptied, so no reply leaks into the next.
 */
export function stubApiEachTest() {
  let server: ReturnType<typeof stubFetch> | null = null;
  afterEach(() => {
    server?.restore();
    server = null;
    clearApiCache();
  });
  return {
    stub(reply: Reply) {
      server = stubFetch(reply);
      return server;
    },
    /** What the current test has sent so far. */
    get requests(): RecordedRequest[] {
      if (!server) throw new Error('No API stubbed in this test');
      return server.requests;
    },
  };
}

/** A stub that answers reads (GET) with `read` and every write with `write`. */
export const readsAndWrites =
  (read: Reply, write: Reply): Reply =>
  (request) =>
    request.method === 'GET' ? read(request) : write(request);
