import { hasFileDetails } from '@common/documents';
import type { FilePageList } from '@common/routes';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

interface ReadFileLinkProps {
  /** The list the file is in, which its page leads back to. */
  list: FilePageList;
  id: number;
  filetype: string;
  /** Read after 'Leggi' by a screen reader: which of the list's files. */
  title: string;
  size?: 'sm' | 'default' | 'lg';
  className?: string;
}

/** 'Leggi' beside a FatturaPA or a `.p7m`: its page, where it reads as an invoice and a signature. */
export function ReadFileLink({ list, id, filetype, title, size, className }: ReadFileLinkProps) {
  if (!hasFileDetails(filetype)) return null;
  return (
    <Button asChild variant="outline" size={size} className={className}>
      {/* The path is written here: common/routes, which knows every page's address, is not on a client's way in. */}
      <Link to={`${list}/${id}`} prefetch="intent">
        <FileText aria-hidden="true" />
        Leggi<span className="sr-only"> {title}</span>
      </Link>
    </Button>
  );
}
