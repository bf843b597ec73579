import { useId, useState } from 'react';
import { SearchIcon } from '@ogulf/web-kit/icons';
import { MAX_SEARCH_LENGTH } from '../../data/product-filters';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';

/** The results page's own search field: the query shown, to correct or change without reopening the dialog. */
export function SearchRefine({ query, onSearch }: { query: string; onSearch: (query: string | undefined) => void }) {
  const { t } = useCatalogLanguage();
  const [text, setText] = useState(query);
  const inputId = useId();
  return (
    <form
      className="search-refine"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('searchResults.label')}
      </label>
      <SearchIcon size={20} className="search-refine__icon" />
      <input
        id={inputId}
        type="search"
        className="input search-refine__input"
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        data-testid="search-refine-input"
      />
      <button type="submit" className="btn btn-primary" data-testid="search-refine-submit">
        {t('searchResults.submit')}
      </button>
    </form>
  );
}
