import { firmProfile, fullAddress } from '@common/firm-profile';
import * as React from 'react';
import { Card } from '~/components/ui/card';
import { MAP_FRAME_HEIGHT_PX, mapEmbedUrl, mapPageUrl } from '../map-url';
import { ExternalLink } from './external-link';

/**
 * The only third-party content of the site (listed in the cookie policy). The
 * frame gets its address once the island runs, which on the prerendered page
 * is when the map comes near the screen: the page itself never waits for
 * OpenStreetMap, and a visitor who never scrolls there never contacts it.
 */
export function ContactMap() {
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => setShown(true), []);
  return (
    <Card className="flex flex-col p-6 sm:p-8">
      <h2 id="contact-map-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        Dove siamo
      </h2>
      <p className="mt-2 text-slate-700">{fullAddress}</p>
      <iframe
        title={`Mappa OpenStreetMap: la sede dello studio in ${fullAddress}`}
        src={shown ? mapEmbedUrl(firmProfile.geo) : undefined}
        width={640}
        height={MAP_FRAME_HEIGHT_PX}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        className="mt-4 w-full rounded-lg border border-slate-200 bg-brand-50"
        style={{ height: MAP_FRAME_HEIGHT_PX }}
      />
      <p className="mt-3">
        <ExternalLink
          href={mapPageUrl(firmProfile.geo)}
          className="rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Apri la mappa
        </ExternalLink>
      </p>
    </Card>
  );
}
