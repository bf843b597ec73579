/**
 * An address of its own for each browser context and API client, drawn from 198.18.0.0/15 (set
 * aside for benchmarks; it only ever travels in a header). The test site trusts one proxy hop
 * (TRUST_PROXY=1), so each counts as its own shopper for the per-client limits (orders,
 * confirmation lookups, sign-ins), as real shoppers on their own connections do; otherwise every
 * test of the run, in every worker, would share one address's limits.
 */
export function shopperAddress(): string {
  const pick = (n: number) => Math.floor(Math.random() * n);
  return `198.${18 + pick(2)}.${pick(256)}.${1 + pick(254)}`;
}
