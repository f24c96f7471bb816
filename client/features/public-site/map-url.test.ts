import { firmProfile } from '@common/firm-profile';
import { describe, expect, it } from 'vitest';
import { boundingBox, MAP_BOX_PX, mapEmbedUrl, mapPageUrl, zoomForBox } from './map-url';

const center = { latitude: 45.6258, longitude: 9.5959 };

describe('boundingBox', () => {
  it('is centred on the coordinate', () => {
    const box = boundingBox(center);
    expect((box.west + box.east) / 2).toBeCloseTo(center.longitude, 9);
    // Mercator stretches northwards, so the centre latitude is only close to the midpoint.
    expect((box.south + box.north) / 2).toBeCloseTo(center.latitude, 6);
    expect(box.south).toBeLessThan(center.latitude);
    expect(box.north).toBeGreaterThan(center.latitude);
  });

  it('spans 240 x 200 pixels at zoom 18', () => {
    const box = boundingBox(center);
    // 360° over 256·2^18 px at zoom 18.
    expect(box.east - box.west).toBeCloseTo((360 / (256 * 2 ** 18)) * MAP_BOX_PX.width, 12);
    expect(zoomForBox(box)).toBeCloseTo(18, 9);
    // One zoom level less doubles the span.
    expect(zoomForBox(boundingBox(center, 17))).toBeCloseTo(17, 9);
  });
});

describe('map URLs', () => {
  it('embeds the mapnik layer with the bounding box and a marker on the firm', () => {
    const url = new URL(mapEmbedUrl(center));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('45.6258,9.5959');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    const box = boundingBox(center);
    expect(west).toBeCloseTo(box.west, 6);
    expect(south).toBeCloseTo(box.south, 6);
    expect(east).toBeCloseTo(box.east, 6);
    expect(north).toBeCloseTo(box.north, 6);
  });

  it('opens the full map at zoom 18 with a marker', () => {
    expect(mapPageUrl(center)).toBe(
      'https://www.openstreetmap.org/?mlat=45.6258&mlon=9.5959#map=18/45.6258/9.5959',
    );
  });

  it('is built from the firm profile coordinate on the contact page', () => {
    expect(mapEmbedUrl(firmProfile.geo)).toContain(
      `marker=${firmProfile.geo.latitude},${firmProfile.geo.longitude}`,
    );
  });
});
