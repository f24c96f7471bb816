import { ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { Button } from '~/components/ui/button';

interface UsersPaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function UsersPagination({ page, pageCount, onPageChange }: UsersPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagine degli utenti" className="mt-4 flex items-center justify-between gap-3">
      <PageButton unavailable={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Pagina precedente
      </PageButton>
      <p role="status" className="text-sm text-slate-700">
        Pagina {page} di {pageCount}
      </p>
      <PageButton unavailable={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Pagina successiva
        <ChevronRight aria-hidden="true" />
      </PageButton>
    </nav>
  );
}

interface PageButtonProps {
  unavailable: boolean;
  onClick: () => void;
  children: React.ReactNode;
}

/** aria-disabled rather than disabled: reaching the last page must not drop the keyboard focus. */
function PageButton({ unavailable, onClick, children }: PageButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={unavailable}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={() => {
        if (!unavailable) onClick();
      }}
    >
      {children}
    </Button>
  );
}
