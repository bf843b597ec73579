/**
 * Marks `<html data-device-tier="high|medium|low">` (spec section 9) before the first render, so
 * CSS can tone motion down on weak devices (web-kit base.css) and components can read
 * `document.documentElement.dataset.deviceTier`. One rule for the tier: web-kit's `deviceTier`.
 */
import { deviceTier, type DeviceTier, type NavigatorLike } from '@ogulf/web-kit';

export function markDeviceTier(
  root: { dataset: DOMStringMap } = document.documentElement,
  nav?: NavigatorLike,
): DeviceTier {
  const tier = deviceTier(nav);
  root.dataset.deviceTier = tier;
  return tier;
}
