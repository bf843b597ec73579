/** Runs the storage migration once per page load when the dashboard opens, with the real uploader. */
import { useEffect, useState } from 'react';
import { uploadImage } from '../media/upload-image';
import { migrateStorage, type MigrationResult, type UploadCategory } from './storage-migration';

async function uploadInline(dataUrl: string, category: UploadCategory): Promise<string> {
  const blob = await (await fetch(dataUrl)).blob();
  const extension = blob.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'png';
  return uploadImage(blob, category, `migrated.${extension}`);
}

let run: Promise<MigrationResult | null> | undefined;

/** The migration's result once it ran and found pictures; null while running, skipped or when nothing was found. */
export function useStorageMigration(): MigrationResult | null {
  const [result, setResult] = useState<MigrationResult | null>(null);
  useEffect(() => {
    let live = true;
    run ??= migrateStorage(localStorage, uploadInline).catch((error: unknown) => {
      console.error('[admin] storage migration failed', error);
      return null;
    });
    void run.then((outcome) => {
      if (live && outcome && outcome.imagesFound > 0) setResult(outcome);
    });
    return () => {
      live = false;
    };
  }, []);
  return result;
}
