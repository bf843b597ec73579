import { markDeviceTier } from './device-tier';

describe('markDeviceTier', () => {
  it('writes the tier of the device on the root element for CSS to read', () => {
    const root = { dataset: {} as DOMStringMap };
    expect(markDeviceTier(root, { hardwareConcurrency: 2, deviceMemory: 2 })).toBe('low');
    expect(root.dataset.deviceTier).toBe('low');
    markDeviceTier(root, { hardwareConcurrency: 8, deviceMemory: 8 });
    expect(root.dataset.deviceTier).toBe('high');
  });
});
