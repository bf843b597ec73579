import mongoose from 'mongoose';
import { z } from 'zod';
import { toErrorReply } from './error-middleware';
import { AppError, ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from './errors';

/** An error shaped like those of http-errors, which koa's ctx.throw uses. */
function httpError(status: number, message: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose: status < 500 });
}

describe('toErrorReply', () => {
  it('keeps the status, code, message and details of an AppError', () => {
    expect(toErrorReply(new ValidationError('Bad order', [{ path: 'qty', message: 'too small' }]))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bad order',
      details: [{ path: 'qty', message: 'too small' }],
      headers: {},
    });
    expect(toErrorReply(new ConflictError('Slug taken', { code: 'SLUG_TAKEN' }))).toMatchObject({
      status: 409,
      code: 'SLUG_TAKEN',
    });
    expect(toErrorReply(new NotFoundError())).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('sends Retry-After with a 429', () => {
    expect(toErrorReply(new TooManyRequestsError(12.2))).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '13' },
    });
  });

  it('hides the message of an AppError that is not exposed', () => {
    expect(toErrorReply(new AppError(502, 'UPSTREAM', 'smtp.example.qa refused login', { expose: false }))).toEqual({
      status: 502,
      code: 'INTERNAL',
      message: 'Internal server error',
      headers: {},
    });
  });

  it('turns a zod error into VALIDATION_FAILED with one detail per issue', () => {
    const result = z.strictObject({ name: z.string(), items: z.array(z.object({ qty: z.number() })) }).safeParse({
      name: 1,
      items: [{ qty: 'x' }],
      extra: true,
    });
    expect(result.success).toBe(false);
    const reply = toErrorReply(result.error);
    expect(reply).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(reply.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: expect.any(String) },
        { path: 'items.0.qty', message: expect.any(String) },
        { path: '', message: expect.stringContaining('extra') },
      ]),
    );
  });

  it('passes on exposed 4xx http errors such as ctx.throw(403, message)', () => {
    expect(toErrorReply(httpError(403, 'Not yours'))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Not yours',
    });
  });

  it('hides every 5xx http error and anything that is not an error', () => {
    const internal = { status: 500, code: 'INTERNAL', message: 'Internal server error', headers: {} };
    expect(toErrorReply(httpError(500, 'db password wrong'))).toEqual(internal);
    expect(toErrorReply(new Error('ECONNREFUSED 10.0.0.5'))).toEqual(internal);
    expect(toErrorReply('a string')).toEqual(internal);
    expect(toErrorReply(undefined)).toEqual(internal);
    expect(toErrorReply({ status: 400, message: 'looks like http but not exposed' })).toEqual(internal);
  });

  it("answers 503 DATABASE_UNAVAILABLE, without the driver's message, when the database cannot be reached", () => {
    const { mongo } = mongoose;
    const unavailable = {
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is not answering at the moment; please try again shortly',
      headers: { 'Retry-After': '2' },
    };
    expect(toErrorReply(new mongo.MongoNetworkError('connect ECONNREFUSED 127.0.0.1:40123'))).toEqual(unavailable);
    expect(
      toErrorReply(new mongoose.Error.MongooseServerSelectionError('Server selection timed out after 5000 ms')),
    ).toEqual(unavailable);
    expect(toErrorReply(new mongoose.Error('Operation `orders.findOne()` buffering timed out after 10000ms'))).toEqual(
      unavailable,
    );
    expect(toErrorReply(new mongo.MongoServerError({ code: 11600, errmsg: 'interrupted at shutdown' }))).toEqual(
      unavailable,
    );
    // A refused operation is not an outage: still a plain 500 (or its own mapping).
    expect(toErrorReply(new mongo.MongoServerError({ code: 2, errmsg: 'BadValue' }))).toMatchObject({
      status: 500,
      code: 'INTERNAL',
    });
  });
});
