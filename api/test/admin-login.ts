import type { Server } from 'node:http';
import request from 'supertest';
import { CodeGuess, EmergencyCode, LoginFailure } from '../src/auth/model';
import { ensureAdminUser } from '../src/auth/service';

/** The admin password every admin test creates the user with. */
export const ADMIN_PASSWORD = 'correct horse battery staple';

type Handler = Parameters<typeof request>[0];

/** Creates the admin user (once per database) and clears a lock or code left by another test. */
export async function resetAdminUser(): Promise<void> {
  await ensureAdminUser(ADMIN_PASSWORD);
  await Promise.all([LoginFailure.deleteMany({}), EmergencyCode.deleteMany({}), CodeGuess.deleteMany({})]);
}

/** A supertest agent holding a fresh admin session cookie for `app` (a callback or server). */
export async function adminAgent(app: Handler | Server): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(app);
  await agent.post('/api/admin/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
  return agent;
}

/**
 * An agent for `server` that is logged in as the admin before the file's tests run, once the admin
 * user is reset and `seeds` have run.
 */
export function adminBeforeAll(
  server: Handler,
  ...seeds: Array<() => Promise<unknown>>
): ReturnType<typeof request.agent> {
  const agent = request.agent(server);
  beforeAll(async () => {
    await Promise.all([...seeds.map((seed) => seed()), resetAdminUser()]);
    await agent.post('/api/admin/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
  });
  return agent;
}

/** The `ogulf_admin` cookie of a reply's Set-Cookie headers (name=value and attributes), or undefined. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  return cookies.find((cookie) => cookie.startsWith('ogulf_admin='));
}
