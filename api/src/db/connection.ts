import mongoose from 'mongoose';

/**
 * Connects the shared mongoose instance. `strictQuery` drops filter keys that are not in the
 * schema and `sanitizeFilter` wraps `$`-keys found in filters with `$eq`, so request data can
 * never become a query operator.
 */
export async function connectDatabase(uri: string, dbName: string): Promise<void> {
  mongoose.set('strictQuery', true);
  mongoose.set('sanitizeFilter', true);
  await mongoose.connect(uri, { dbName, serverSelectionTimeoutMS: 5000 });
}

/** Closes the shared mongoose connection; harmless when not connected. */
export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}

/** True when the database answers a ping within `timeoutMs`; never throws. */
export async function pingDatabase(timeoutMs = 2000): Promise<boolean> {
  const { connection } = mongoose;
  const db = connection.db;
  if (connection.readyState !== mongoose.ConnectionStates.connected || !db) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = db.command({ ping: 1 }).then(
    (reply) => reply['ok'] === 1,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
