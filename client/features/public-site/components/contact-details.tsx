import { firmProfile, formatHours, fullAddress } from '@common/firm-profile';
import type { LucideIcon } from 'lucide-react';
import { Clock, Mail, MailCheck, MapPin, Phone } from 'lucide-react';
import type * as React from 'react';
import { Card } from '~/components/ui/card';

const linkClass = 'rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

function Item({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-3 font-semibold text-brand-900">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 pl-13 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Address, phone, e-mail, PEC and opening hours, all from the firm profile. */
export function ContactDetails() {
  return (
    <Card className="p-6 sm:p-8">
      <h2 id="contact-details-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        Recapiti
      </h2>
      <dl className="mt-6 space-y-5">
        <Item icon={MapPin} label="Indirizzo">
          {fullAddress}
        </Item>
        <Item icon={Phone} label="Telefono">
          <a href={`tel:${firmProfile.phone.e164}`} className={linkClass}>
            {firmProfile.phone.display}
          </a>
        </Item>
        <Item icon={Mail} label="Email">
          <a href={`mailto:${firmProfile.email}`} className={linkClass}>
            {firmProfile.email}
          </a>
        </Item>
        <Item icon={MailCheck} label="PEC">
          <a href={`mailto:${firmProfile.pec}`} className={linkClass}>
            {firmProfile.pec}
          </a>
        </Item>
      </dl>
      <h3 className="mt-8 flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Clock className="size-5 text-brand-700" aria-hidden="true" />
        Orari di apertura
      </h3>
      <dl className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {firmProfile.openingHours.map((period) => (
          <div key={period.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="font-medium text-slate-900">{period.label}</dt>
            <dd className="text-slate-800">{formatHours(period)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
