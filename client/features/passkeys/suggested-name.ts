// Most specific first: an iPhone's Chrome says "CriOS" and "Safari", Edge says "Edg" and "Chrome".
const devices: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];
const browsers: [RegExp, string][] = [
  [/EdgA?\/|EdgiOS/, 'Edge'],
  [/OPR\/|OPT\//, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox|FxiOS/, 'Firefox'],
  [/Chrome|CriOS|Chromium/, 'Chrome'],
  [/Safari/, 'Safari'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([pattern]) => pattern.test(ua))?.[1];

/**
 * The name the 'Aggiungi passkey' field starts with, e.g. "Safari su iPhone":
 * what most people would write to tell this device from another. They can change it.
 */
export function suggestedPasskeyName(userAgent: string): string {
  const device = first(devices, userAgent);
  const browser = first(browsers, userAgent);
  if (device && browser) return `${browser} su ${device}`;
  return device ?? browser ?? 'La mia passkey';
}
