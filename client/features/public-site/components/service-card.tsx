import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '~/components/ui/card';
import type { Service } from '../content/services';
import { Illustration } from './illustration';

/**
 * One of the three main services; its title is an h2, as the services are the
 * page's main sections. On phones the picture is a thumbnail beside the title,
 * so the first screen's largest element stays text; from tablets up it heads
 * the card, on the first screen, hence loaded eagerly.
 */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="flex items-center gap-4 px-6 pt-6 md:block md:p-0">
        <Illustration
          src={service.image.src}
          alt={service.image.alt}
          width={480}
          height={300}
          eager
          className="w-24 shrink-0 rounded-lg bg-brand-50 md:w-full md:rounded-none"
        />
        <h2 className="text-xl font-semibold text-brand-900 md:px-6 md:pt-6">{service.title}</h2>
      </div>
      <div className="flex flex-1 flex-col px-6 pt-3 pb-6">
        <p className="text-slate-700">{service.summary}</p>
        <ul className="mt-4 flex-1 space-y-2">
          {service.items.map((item) => (
            <li key={item} className="flex gap-2 text-slate-800">
              <Check className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <Link
          to="/contatti"
          className="mt-6 inline-flex items-center gap-1 self-start rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Maggiori informazioni<span className="sr-only"> su {service.title}</span>
        </Link>
      </div>
    </Card>
  );
}
