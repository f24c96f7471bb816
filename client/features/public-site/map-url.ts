/**
 * OpenStreetMap URLs for the contact page. The embed has no zoom parameter:
 * it fits the map to a bounding box. We compute the box that covers exactly
 * MAP_BOX_PX at zoom 18 (Web Mercator, 256 px tiles). The iframe is at least
 * that large on any phone (width ≥ 272 px) and less than twice as tall, so the
 * embed's fit-to-box lands on zoom 18 at every width.
 */
export const MAP_ZOOM = 18;
export const MAP_BOX_PX = { width: 240, height: 200 } as const;
/** Below twice the box height, so the embed can never fit the box at zoom 19. */
export const MAP_FRAME_HEIGHT_PX = 360;
const TILE_PX = 256;

export interface LatLon {
  latitude: number;
  longitude: number;
}

export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const worldPx = (zoom: number) => TILE_PX * 2 ** zoom;

function project({ latitude, longitude }: LatLon, zoom: number) {
  const lat = (latitude * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * worldPx(zoom),
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * worldPx(zoom),
  };
}

function unproject(x: number, y: number, zoom: number): LatLon {
  const n = Math.PI - (2 * Math.PI * y) / worldPx(zoom);
  return { latitude: (180 / Math.PI) * Math.atan(Math.sinh(n)), longitude: (x / worldPx(zoom)) * 360 - 180 };
}

/** The box of `size` pixels at `zoom` centred on `center`. */
export function boundingBox(center: LatLon, zoom = MAP_ZOOM, size = MAP_BOX_PX): BoundingBox {
  const { x, y } = project(center, zoom);
  const northWest = unproject(x - size.width / 2, y - size.height / 2, zoom);
  const southEast = unproject(x + size.width / 2, y + size.height / 2, zoom);
  return {
    west: northWest.longitude,
    south: southEast.latitude,
    east: southEast.longitude,
    north: northWest.latitude,
  };
}

/** The zoom level at which `box` spans `widthPx` pixels (the inverse of boundingBox, for checks). */
export function zoomForBox(box: BoundingBox, widthPx = MAP_BOX_PX.width): number {
  return Math.log2((360 * widthPx) / (TILE_PX * (box.east - box.west)));
}

const coord = (n: number) => n.toFixed(6);

export function mapEmbedUrl(center: LatLon): string {
  const b = boundingBox(center);
  const bbox = [b.west, b.south, b.east, b.north].map(coord).join(',');
  const marker = `${center.latitude},${center.longitude}`;
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${marker}`;
}

export function mapPageUrl(center: LatLon): string {
  const { latitude: lat, longitude: lon } = center;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${MAP_ZOOM}/${lat}/${lon}`;
}
