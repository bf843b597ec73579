import type { Ref } from 'react';
import type { ApiState } from '@ogulf/web-kit';
import type { ControlProps } from '../../shared/form-field';
import { localName, useCartLanguage } from '../../shared/use-cart-language';
import type { ZoneSettings } from './types';

interface ZoneSelectProps {
  control: ControlProps;
  settings: ApiState<ZoneSettings>;
  value: string;
  onChange: (key: string) => void;
  onBlur?: (key: string) => void;
  /** The form's handle on the control (to focus it when the zone is missing). */
  ref?: Ref<HTMLSelectElement>;
}

/** The delivery zones as a native select (keyboard and screen-reader friendly everywhere); disabled while they load. */
export function ZoneSelect({ control, settings, value, onChange, onBlur, ref }: ZoneSelectProps) {
  const { t, lang } = useCartLanguage();
  const zones = settings.status === 'success' ? settings.data.zones : [];
  return (
    <select
      {...control}
      ref={ref}
      className="input select"
      value={zones.some((zone) => zone.key === value) ? value : ''}
      disabled={settings.status !== 'success'}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => onBlur?.(event.target.value)}
      data-testid={control.name}
    >
      <option value="">{settings.status === 'loading' ? t('delivery.loadingZones') : t('delivery.chooseZone')}</option>
      {zones.map((zone) => (
        <option key={zone.key} value={zone.key}>
          {localName(zone, lang)}
        </option>
      ))}
    </select>
  );
}
