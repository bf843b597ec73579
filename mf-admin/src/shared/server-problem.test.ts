import { ApiError } from '@ogulf/web-kit';
import { serverProblem } from './server-problem';

describe('serverProblem', () => {
  it("shows the server's message and each validation detail", () => {
    const body = JSON.stringify({
      success: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid product',
        details: [
          { path: ['specifications', 0, 'labelAr'], message: 'Required' },
          { path: 'price', message: 'Expected a number' },
        ],
      },
    });
    expect(serverProblem(new ApiError(400, body), 'Could not save')).toEqual({
      message: 'Invalid product',
      details: ['specifications.0.labelAr: Required', 'price: Expected a number'],
    });
  });

  it('falls back to the given text when the reply has no message', () => {
    expect(serverProblem(new ApiError(500, '<html>'), 'Could not save')).toEqual({
      message: 'Could not save',
      details: [],
    });
    expect(serverProblem(new TypeError('Failed to fetch'), 'Could not save')).toEqual({
      message: 'Could not save',
      details: [],
    });
  });
});
