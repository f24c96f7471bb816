import { hasFileDetails } from '@common/documents';
import { type FilePageList, filePagePath } from '@common/routes';
import { FileSearch } from 'lucide-react';
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
      <Link to={filePagePath(list, id)} prefetch="intent">
        <FileSearch aria-hidden="true" />
        Leggi<span className="sr-only"> {title}</span>
      </Link>
    </Button>
  );
}
