/** The time as the app sees it; tests pass their own to `createApp({ now })` to move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

declare module 'koa' {
  interface DefaultContext {
    /** The app's clock: session expiry, codes, throttles and audit times all read it. */
    now: Clock;
  }
}
