import type * as React from 'react';
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
  /** Classes for the `<table>`, e.g. a minimum width so a phone scrolls it instead of squeezing it. */
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

/** The admin lists' table: a framed, sideways-scrolling table with a hidden caption and plain column headers. */
export function DataTable({ caption, columns, className, busy, selectAll, empty, children }: DataTableProps) {
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
      <table className={cn('w-full text-left text-sm', className)} aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {selectAll && (
              <th scope="col" className={cn('w-10 px-4 py-3 font-medium', selectAll.className)}>
                <Checkbox
                  checked={selectAll.checked}
                  onCheckedChange={selectAll.onToggle}
                  aria-label={selectAll.label}
                  className="align-middle"
                />
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
