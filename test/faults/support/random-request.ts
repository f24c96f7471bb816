/** A small seeded generator (mulberry32): the same seed gives the same requests. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof seededRandom>;

export interface RandomRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND'];
const PARAMS = [
  '1',
  '2',
  '3',
  '0',
  '-1',
  '999999999999',
  '1.5',
  'abc',
  '%00',
  '..%2F..%2Fetc',
  '%C3%BC',
  '9'.repeat(40),
];
const NOISE = [
  '/',
  '/api',
  '/api/',
  '/api/../api/user',
  '/%2e%2e/',
  '/assets/../../etc/passwd',
  '/api/documents//1',
  '/index.html',
  '/favicon.ico',
  `/${'a'.repeat(3000)}`,
  '/api/admin/%00',
  '/.env',
];
const QUERIES = [
  '?ids=1,2,3',
  '?ids=',
  '?ids=a,b',
  `?ids=${'1,'.repeat(500)}`,
  '?q=%27%22<script>',
  '?page=-1',
  '?a=1&a=2&a=3',
  '?token=x',
  '?scheda=ricevuti',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=latin1',
  'multipart/form-data; boundary=----x',
  'multipart/form-data',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
];

function body(random: Random): Buffer | string {
  const field = () =>
    random.pick(['x', '', 'Mario Rossi', 'admin', '1', 'ü'.repeat(50), 'a'.repeat(100_000)]);
  return random.pick([
    () =>
      JSON.stringify({
        username: field(),
        password: field(),
        title: field(),
        userId: random.pick([1, 2, -1, 'a', null]),
        ids: [1, 'x'],
      }),
    () =>
      JSON.stringify({
        name: field(),
        email: `${field()}@example.it`,
        subject: field(),
        message: field(),
        privacyAccepted: random.chance(0.5),
        website: '',
        elapsedMs: 9000,
      }),
    () => '{',
    () => '[]',
    () => 'null',
    () => '"x"',
    () => `${'['.repeat(5000)}${']'.repeat(5000)}`,
    () => `------x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 broken`,
    () => Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]),
    () => '',
  ])();
}

/** A request from the route list (params filled with good and bad values) or noise. */
export function randomRequest(
  random: Random,
  routes: readonly { method: string; url: string }[],
  cookies: readonly string[],
  origin: string,
): RandomRequest {
  const route = random.chance(0.85) ? random.pick(routes) : { method: 'GET', url: random.pick(NOISE) };
  const method = random.chance(0.7) ? route.method : random.pick(METHODS);
  let path = route.url
    .replace(/:[A-Za-z]+/g, () => random.pick(PARAMS))
    .replace('*', () => random.pick(['x', 'a/b', '%E2%82%AC', '']));
  if (random.chance(0.3)) path += random.pick(QUERIES);
  // Many visitors (the site trusts its proxy here): no one address is throttled for all.
  const headers: Record<string, string> = {
    'x-forwarded-for': random.chance(0.95)
      ? `198.51.100.${Math.floor(random.next() * 250)}`
      : random.pick(['unknown', '::1, 10.0.0.1', '']),
  };
  const cookie = random.pick(cookies);
  if (cookie) headers.cookie = cookie;
  const from = random.next();
  if (from < 0.8) headers.origin = origin;
  else if (from < 0.9) headers.origin = 'https://altro-sito.example';
  if (random.chance(0.3))
    headers['accept-encoding'] = random.pick(['br', 'gzip', 'identity', 'br;q=0, gzip;q=0', '*']);
  if (random.chance(0.1))
    headers.range = random.pick(['bytes=0-10', 'bytes=abc', 'bytes=100-1', 'bytes=0-0,5-9']);
  if (random.chance(0.05)) headers['if-none-match'] = random.pick(['"x"', '*', 'W/"1"']);
  if (method === 'GET' || method === 'HEAD' || random.chance(0.1)) return { method, path, headers };
  if (random.chance(0.9)) headers['content-type'] = random.pick(CONTENT_TYPES);
  return { method, path, headers, body: body(random) };
}
