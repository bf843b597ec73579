import { useId, useState, type ChangeEvent } from 'react';
import { TextField } from '../../shared/fields';
import { isDay } from '../../shared/qatar-day';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { dayRangeProblem } from './orders-query';

interface Days {
  from: string;
  to: string;
}

/**
 * The orders list's first and last day (Qatar days, both included). A complete pair filters the
 * list at once; a last day before the first is said under it and filters nothing.
 */
export function DateRangeFields({ from, to, onChange }: Days & { onChange: (days: Days) => void }) {
  const { t, fieldError } = useAdminLanguage();
  const id = useId();
  const [days, setDays] = useState<Days>({ from, to });
  // The address changed from elsewhere (back, a link): show its days.
  const [shown, setShown] = useState<Days>({ from, to });
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDays({ from, to });
  }
  const problem = dayRangeProblem(days.from, days.to);
  const set = (field: keyof Days) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...days, [field]: event.target.value };
    setDays(next);
    const complete = (day: string) => day === '' || isDay(day);
    if (complete(next.from) && complete(next.to) && !dayRangeProblem(next.from, next.to)) onChange(next);
  };
  return (
    <>
      <TextField
        id={`${id}-from`}
        type="date"
        label={t('orders.fromDay')}
        value={days.from}
        max={days.to || undefined}
        onChange={set('from')}
      />
      <TextField
        id={`${id}-to`}
        type="date"
        label={t('orders.toDay')}
        value={days.to}
        min={days.from || undefined}
        onChange={set('to')}
        error={problem ? fieldError({ key: problem }) : undefined}
      />
      {(days.from || days.to) && (
        <button
          type="button"
          className="btn btn-outline btn-sm adm-filters__clear"
          onClick={() => {
            setDays({ from: '', to: '' });
            onChange({ from: '', to: '' });
          }}
        >
          {t('orders.clearDays')}
        </button>
      )}
    </>
  );
}
