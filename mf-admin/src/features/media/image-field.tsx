import { useEffect, useId, useState } from 'react';
import { imageUrl } from '@ogulf/web-kit';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { deleteImage } from './delete-image';
import { ImageDrafts } from './image-drafts';
import { imageFileProblem, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from './image-file';
import { uploadImage, type UploadFolder } from './upload-image';
import { RowButton } from '../../shared/row-button';

/** One `ImageDrafts` per open form; pictures uploaded but never saved are deleted when the form goes away. */
export function useImageDrafts(): ImageDrafts {
  const [drafts] = useState(() => new ImageDrafts(deleteImage));
  useEffect(() => () => void drafts.discarded(), [drafts]);
  return drafts;
}

interface ImageFieldProps {
  label: string;
  images: string[];
  onChange: (images: string[]) => void;
  folder: UploadFolder;
  drafts: ImageDrafts;
  /** Several pictures, the first being the main one (products); otherwise one picture. */
  multiple?: boolean;
  /** Alt text for the previews, e.g. the record's name. */
  alt: string;
}

/**
 * Pictures of a record: previews, upload (checked here for type and size, then by the server),
 * "make main" and remove. Uploads go to the server at once and come back as site paths.
 */
export function ImageField({ label, images, onChange, folder, drafts, multiple = false, alt }: ImageFieldProps) {
  const { t } = useAdminLanguage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);

  async function upload(files: File[]) {
    if (files.length === 0) return;
    setBusy(true);
    setMessage({ kind: 'info', text: t('images.uploading') });
    let next = images;
    const problems: string[] = [];
    for (const file of multiple ? files : files.slice(0, 1)) {
      const problem = imageFileProblem(file);
      if (problem) {
        problems.push(
          t(`images.problem.${problem}`, { name: file.name, max: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024) }),
        );
        continue;
      }
      try {
        const path = await uploadImage(file, folder, file.name);
        drafts.added(path);
        if (!multiple && next[0]) void drafts.removed(next[0]).catch(() => undefined);
        next = multiple ? [...next, path] : [path];
        onChange(next);
      } catch (error) {
        problems.push(`${file.name}: ${error instanceof Error ? error.message : t('images.failed')}`);
      }
    }
    setBusy(false);
    setMessage(
      problems.length ? { kind: 'error', text: problems.join(' ') } : { kind: 'info', text: t('images.uploaded') },
    );
  }

  function remove(path: string) {
    onChange(images.filter((image) => image !== path));
    drafts.removed(path).catch(() => setMessage({ kind: 'error', text: t('images.deleteFailed') }));
    setMessage({ kind: 'info', text: t('images.removed') });
  }

  function makeMain(path: string) {
    onChange([path, ...images.filter((image) => image !== path)]);
  }

  return (
    <fieldset className="adm-images">
      <legend className="adm-field__label">{label}</legend>
      {images.length === 0 ? (
        <p className="adm-muted">{t('images.none')}</p>
      ) : (
        <ul className="adm-images__list" role="list">
          {images.map((path, index) => (
            <li key={path} className="adm-images__item">
              <img
                className="adm-thumb"
                src={imageUrl(path, { width: 160 })}
                alt={t('images.alt', { name: alt || label, n: index + 1 })}
                width={96}
                height={96}
                loading="lazy"
              />
              {multiple && index === 0 && <span className="adm-images__main">{t('images.main')}</span>}
              <div className="adm-images__actions">
                {multiple && index > 0 && (
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => makeMain(path)}>
                    {t('images.makeMain')}
                  </button>
                )}
                <RowButton tone="danger" onClick={() => remove(path)} name={t('images.removeN', { n: index + 1 })}>
                  {t('images.remove')}
                </RowButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="adm-upload">
        <input
          id={`${id}-file`}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple={multiple}
          disabled={busy}
          className="adm-upload__input"
          aria-describedby={`${id}-hint`}
          data-testid="image-upload"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void upload(files);
          }}
        />
        <label htmlFor={`${id}-file`} className={`btn btn-outline btn-sm adm-upload__button${busy ? ' is-busy' : ''}`}>
          {busy
            ? t('images.uploading')
            : multiple
              ? t('images.addMany')
              : images.length
                ? t('images.replace')
                : t('images.add')}
        </label>
        <p id={`${id}-hint`} className="adm-field__hint">
          {t('images.hint', { max: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024) })}
        </p>
      </div>
      <p
        className={message?.kind === 'error' ? 'adm-field__error' : 'adm-muted'}
        aria-live="polite"
        data-testid="image-status"
      >
        {message?.text}
      </p>
    </fieldset>
  );
}

type SingleImageFieldProps = Omit<ImageFieldProps, 'images' | 'onChange' | 'multiple'> & {
  /** The picture's site path, '' for none. */
  image: string;
  onChange: (image: string) => void;
};

/** One optional picture kept as a single path (categories, subcategories). */
export function SingleImageField({ image, onChange, ...field }: SingleImageFieldProps) {
  return <ImageField {...field} images={image ? [image] : []} onChange={(images) => onChange(images[0] ?? '')} />;
}
