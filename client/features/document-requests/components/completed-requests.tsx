import type { DocumentRequest } from '@common/schemas/document-requests';
import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { RequestCard } from './request-card';

/** The requests already answered, folded: the open ones stay what the client sees first. */
export function CompletedRequests({ requests, today }: { requests: DocumentRequest[]; today: string }) {
  const [expanded, setExpanded] = React.useState(false);
  const listId = React.useId();
  return (
    <div className="mt-6">
      <h3>
        <Button
          variant="ghost"
          size="lg"
          className="w-full justify-between px-3 text-lg font-semibold whitespace-normal text-slate-900 sm:w-auto"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          Richieste completate ({requests.length})
          <ChevronDown
            className={cn('motion-safe:transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        </Button>
      </h3>
      <div id={listId} hidden={!expanded} className="mt-3 grid gap-6">
        {expanded &&
          requests.map((request) => (
            <RequestCard key={request.id} request={request} today={today} level={4} />
          ))}
      </div>
    </div>
  );
}
