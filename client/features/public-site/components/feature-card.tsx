import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Card } from '~/components/ui/card';

interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
}

/** One value of the firm (an icon, a title, a sentence), as in 'Perché Scegliere' and 'La Nostra Missione'. */
export function FeatureCard({ icon: Icon, title, children }: FeatureCardProps) {
  return (
    <Card className="h-full p-6">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-brand-900">{title}</h3>
      <p className="mt-2 text-slate-700">{children}</p>
    </Card>
  );
}
