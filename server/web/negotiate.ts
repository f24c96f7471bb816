export type Encoding = 'br' | 'gzip';

/** The best precompressed encoding the client accepts (q > 0), brotli first. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: { br?: unknown; gzip?: unknown },
) {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && allows('br')) return 'br' as const;
  if (available.gzip && allows('gzip')) return 'gzip' as const;
  return null;
}
