import * as React from 'react';
import { cn } from '~/lib/utils';
import { Checkbox } from './checkbox';

export interface DataTableColumn {
  key: string;
  /** Text, or a control such as a select-all checkbox. */
  label: React.ReactNode;
  /** Merged over the default header-cell classes, so it can change the width or the padding. */
  className?: string;
  /** Read out but not shown, e.g. over a column of buttons. */
  srOnly?: boolean;
}

interface DataTableProps {
  /** Names the table for screen readers; not shown. */
  caption: string;
  /** A plain string is a column whose key and label are that text. */
  columns: readonly (string | DataTableColumn)[];
  /** Classes for the `<table>`, e.g. a minimum width so a tablet scrolls it instead of squeezing it. */
  className?: string;
  /** Sets `aria-busy` on the table: a newer list is on its way. */
  busy?: boolean;
  /** A first column whose header ticks every row shown (checked, none, or some: 'indeterminate'). */
  selectAll?: {
    checked: boolean | 'indeterminate';
    onToggle: () => void;
    /** The checkbox's accessible name. */
    label: string;
    className?: string;
  };
  /** When given, this message stands in place of the table. */
  empty?: string | false;
  /** The body rows. */
  children: React.ReactNode;
}

/**
 * Each row as a card below the `md` width, where a table of seven columns would be cut at the screen's
 * edge (issue 48): the headers are read out but not shown, a cell with a `data-label` (its column's name)
 * shows it before its value, the row's header cell (`<th scope="row">`) leads, beside the row's checkbox.
 * The same rows, so a screen reader and the tests find the same table at every width.
 */
const cards = [
  'max-md:block max-md:min-w-0 max-md:[&_tbody]:block max-md:[&_thead]:block max-md:[&_thead_tr]:flex',
  'max-md:[&_thead_th:not([data-select])]:sr-only max-md:[&_thead_th]:py-2',
  'max-md:[&_tbody_tr]:flex max-md:[&_tbody_tr]:flex-wrap max-md:[&_tbody_tr]:gap-x-3 max-md:[&_tbody_tr]:gap-y-1.5 max-md:[&_tbody_tr]:p-4',
  'max-md:[&_tbody_td,&_tbody_th]:min-w-0 max-md:[&_tbody_td,&_tbody_th]:max-w-none max-md:[&_tbody_td,&_tbody_th]:p-0',
  'max-md:[&_tbody_td]:whitespace-normal max-md:[&_tbody_td]:[overflow-wrap:anywhere]',
  'max-md:[&_tbody_td]:basis-full max-md:[&_tbody_th]:grow max-md:[&_tbody_th]:basis-0 max-md:[&_tbody_td[data-select]]:basis-auto',
  // The label floats at the cell's start: the value's lines, one or several, run beside it.
  'max-md:[&_td[data-label]]:flow-root max-md:[&_td[data-label]]:before:float-left max-md:[&_td[data-label]]:before:w-32',
  'max-md:[&_td[data-label]]:before:pr-3 max-md:[&_td[data-label]]:before:text-slate-600 max-md:[&_td[data-label]]:before:content-[attr(data-label)]',
].join(' ');

/** The admin lists' table: framed, with a hidden caption and plain column headers; cards on a phone. */
export function DataTable({ caption, columns, className, busy, selectAll, empty, children }: DataTableProps) {
  const selectAllId = React.useId();
  if (empty) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
        {empty}
      </p>
    );
  }
  return (
    // Positioned: the rows' screen-reader texts (absolutely placed) stay inside the scrolling frame
    // instead of widening the page on a phone.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className={cn('w-full text-left text-sm', className, cards)} aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {selectAll && (
              <th scope="col" data-select className={cn('w-10 px-4 py-3 font-medium', selectAll.className)}>
                {/* On a phone the headers are not shown: the box says what it ticks. */}
                <span className="inline-flex items-center gap-3">
                  <Checkbox
                    id={selectAllId}
                    checked={selectAll.checked}
                    onCheckedChange={selectAll.onToggle}
                    aria-label={selectAll.label}
                    className="align-middle"
                  />
                  <label htmlFor={selectAllId} aria-hidden="true" className="md:hidden">
                    Seleziona tutti
                  </label>
                </span>
              </th>
            )}
            {columns.map((column) => {
              const {
                key,
                label,
                className: cellClassName,
                srOnly,
              }: DataTableColumn = typeof column === 'string' ? { key: column, label: column } : column;
              return (
                <th key={key} scope="col" className={cn('px-4 py-3 font-medium', cellClassName)}>
                  {srOnly ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
