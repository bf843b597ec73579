import contracts from './federation-contracts.json';
import { REMOTE_NAMES, type CartModule, type RemotePagesModule } from './contracts';

// federation-contracts.json is the machine-readable form of the contracts in contracts.ts: what the
// site loads from each remote, checked against the real builds by e2e/federation-contracts and before
// a deploy by `npm run check:remote`. These shapes fail to compile when an interface gains a member
// the JSON does not list, and the test fails when the JSON disagrees with them.
const pagesShape = { default: 'function' } as const satisfies Record<keyof RemotePagesModule, 'function'>;
const cartShape = { addToCart: 'function' } as const satisfies Record<keyof CartModule, 'function'>;

describe('federation contracts', () => {
  it('lists every remote the shell loads, each exposing ./pages as RemotePagesModule', () => {
    expect(Object.keys(contracts).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const remote of REMOTE_NAMES) expect(contracts[remote]['./pages']).toEqual(pagesShape);
  });

  it("lists the cart's CartModule and the catalogue's search dialog", () => {
    expect(contracts.cart_checkout['./cart']).toEqual({ default: 'object', ...cartShape });
    expect(contracts.catalog['./search-dialog']).toEqual({ default: 'function' });
  });
});
