import mongoose from 'mongoose';

/**
 * Server error codes that mean "this server cannot serve you right now" (shutting down, a
 * primary stepping down in a replica set), not "your request is wrong".
 */
const UNAVAILABLE_SERVER_CODES = new Set([
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/**
 * Whether `error` says the database could not be reached (network failure, no server selectable,
 * mongoose's buffering timeout while disconnected, a replica set without a primary) rather than
 * that an operation was refused. Such failures are the database's outage, answered 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { mongo } = mongoose;
  if (
    error instanceof mongo.MongoNetworkError ||
    error instanceof mongo.MongoServerSelectionError ||
    error instanceof mongo.MongoNotConnectedError ||
    error instanceof mongo.MongoTopologyClosedError ||
    error instanceof mongoose.Error.MongooseServerSelectionError
  ) {
    return true;
  }
  if (error instanceof mongo.MongoServerError)
    return typeof error.code === 'number' && UNAVAILABLE_SERVER_CODES.has(error.code);
  return error instanceof mongoose.Error && /buffering timed out/.test(error.message);
}
