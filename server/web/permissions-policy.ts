/**
 * Browser features the site never uses, turned off for it and for any frame it
 * embeds (the map): a script that got in could not ask for them. Only names
 * Chromium knows: an unknown one is an error in the console.
 */
const NEVER_USED = [
  'accelerometer',
  'browsing-topics',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const policy = (camera: string) => [`camera=${camera}`, ...NEVER_USED.map((f) => `${f}=()`)].join(', ');

/** Every answer but the private area's pages. */
export const PERMISSIONS_POLICY = policy('()');

/**
 * The sign-in page and the private area, one application between them: a
 * client photographs a receipt there (the upload form asks a phone for its camera).
 */
export const PORTAL_PERMISSIONS_POLICY = policy('(self)');
