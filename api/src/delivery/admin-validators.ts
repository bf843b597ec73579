export { zoneSettingsBody } from '@ogulf/contracts';
export type { ZoneSettingsInput } from '@ogulf/contracts';
