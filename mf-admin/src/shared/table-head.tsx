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

interface DataTableProps {
  /** The table's name for screen readers (visually hidden); or `labelledBy`, the id of a heading that names it. */
  caption?: string;
  labelledBy?: string;
  columns: ReactNode[];
  /** A class of the table's own besides `adm-table adm-table--cards`. */
  className?: string;
  testId?: string;
  /** The rows. */
  children: ReactNode;
}

/** An admin table that scrolls sideways inside its wrapper and reads as one card a row below 768 px. */
export function DataTable({ caption, labelledBy, columns, className, testId, children }: DataTableProps) {
  return (
    <div className="adm-table-wrap">
      <table
        className={`adm-table adm-table--cards${className ? ` ${className}` : ''}`}
        aria-labelledby={labelledBy}
        data-testid={testId}
      >
        <TableHead caption={caption} columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
