import type { ReactNode } from 'react';

/** A table's visually hidden caption and its column headings (the card layout below 768 px hides the headings too). */
export function TableHead({ caption, columns }: { caption?: string; columns: ReactNode[] }) {
  return (
    <>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
