import { useState } from 'react';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useStorageMigration } from './run-storage-migration';

/** The storage migration's result, shown once when it found pictures; errors are listed for the admin. */
export function MigrationNotice() {
  const { t } = useAdminLanguage();
  const result = useStorageMigration();
  const [dismissed, setDismissed] = useState(false);
  if (!result || dismissed) return null;
  const failed = result.imagesFailed > 0;
  return (
    <div
      className={`adm-alert ${failed ? 'adm-alert--error' : 'adm-alert--success'}`}
      role="status"
      data-testid="migration-result"
    >
      <p>
        <strong>{t('migration.title')}</strong>{' '}
        {t('migration.summary', {
          found: result.imagesFound,
          migrated: result.imagesMigrated,
          failed: result.imagesFailed,
        })}
      </p>
      {failed && (
        <details>
          <summary>{t('migration.errors')}</summary>
          <ul>
            {result.errors.map((error) => (
              <li key={error} className="ltr">
                {error}
              </li>
            ))}
          </ul>
        </details>
      )}
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDismissed(true)}>
        {t('common.dismiss')}
      </button>
    </div>
  );
}
