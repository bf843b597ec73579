// Child-process helpers the bench scripts share: a free loopback port, waiting for a server to
// answer, and stopping it.
import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers 2xx; throws when `child` exits first or after `timeoutMs`. */
export async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the child has exited. */
export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
