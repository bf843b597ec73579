import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useAdminLanguage } from './use-admin-language';

interface FilterFormProps {
  /** The form's accessible name. */
  label: string;
  searchLabel: string;
  placeholder: string;
  /** The search text the page opened with; what is typed is sent only with the Search button or Enter. */
  initialText: string;
  onSearch: (text: string) => void;
  /** The list's other filters (selects), after the search box. */
  children: ReactNode;
}

/** The filters above an admin list: a search box with its button, then the list's own selects. */
export function FilterForm({ label, searchLabel, placeholder, initialText, onSearch, children }: FilterFormProps) {
  const { t } = useAdminLanguage();
  const id = useId();
  const [text, setText] = useState(initialText);
  return (
    <form
      className="adm-filters"
      role="search"
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <div className="adm-field adm-filters__search">
        <label htmlFor={`${id}-q`} className="adm-field__label">
          {searchLabel}
        </label>
        <div className="adm-search">
          <input
            id={`${id}-q`}
            type="search"
            className="input"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
          />
          <button type="submit" className="btn btn-primary btn-sm">
            {t('common.search')}
          </button>
        </div>
      </div>
      {children}
    </form>
  );
}
