import { ExternalLink as ExternalIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import type { UsefulTool } from '../content/useful-tools';
import { ExternalLink } from './external-link';

export function UsefulToolCard({ tool }: { tool: UsefulTool }) {
  const host = new URL(tool.url).hostname;
  return (
    <Card className="flex h-full flex-col p-6">
      <h2 className="text-lg font-semibold text-brand-900">{tool.title}</h2>
      <p className="mt-2 flex-1 text-slate-700">{tool.description}</p>
      <p className="mt-3 text-sm break-all text-slate-600">{host}</p>
      <Button asChild className="mt-4 self-start">
        <ExternalLink href={tool.url}>
          Accedi<span className="sr-only"> a {tool.title}</span>
          <ExternalIcon aria-hidden="true" />
        </ExternalLink>
      </Button>
    </Card>
  );
}
