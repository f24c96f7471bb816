import { z } from 'zod';

/** Where an S3-compatible bucket keeps the documents (DOCUMENT_STORAGE_URL). */
export interface S3Location {
  bucket: string;
  /** Empty, or ends with '/': every object the site writes starts with it. */
  prefix: string;
  /** For services other than AWS (MinIO, Garage, a provider's S3); AWS when unset. */
  endpoint: string | undefined;
  region: string | undefined;
  /** bucket in the path rather than in the host name: what MinIO and Garage expect. */
  forcePathStyle: boolean;
}

// S3's own rule for bucket names, so a typo is a configuration error and not a failed upload.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KNOWN = new Set(['endpoint', 'region', 'pathStyle']);

/** `s3://bucket/prefix?endpoint=https://…&region=…&pathStyle=true|false` */
export const documentStorageUrl = z.string().transform((value, ctx): S3Location => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (!URL.canParse(value) || new URL(value).protocol !== 's3:')
    return fail('must be an s3://bucket/prefix URL');
  const url = new URL(value);
  if (!BUCKET.test(url.hostname)) return fail(`"${url.hostname}" is not a valid bucket name`);
  const unknown = [...url.searchParams.keys()].filter((k) => !KNOWN.has(k));
  if (unknown.length > 0)
    return fail(`unknown parameter ${unknown.join(', ')} (known: ${[...KNOWN].join(', ')})`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:$/.test(URL.canParse(endpoint) ? new URL(endpoint).protocol : ''))
    return fail('endpoint must be an http:// or https:// URL');
  const pathStyle = url.searchParams.get('pathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    return fail('pathStyle must be true or false');
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  // Keys go into URLs (a copy's source) unescaped: keep them plain.
  if (!/^[A-Za-z0-9._/-]*$/.test(prefix))
    return fail('the prefix may hold only letters, digits, ".", "_", "-" and "/"');
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: url.searchParams.get('region') || undefined,
    // A custom endpoint rarely has a DNS name per bucket; AWS itself prefers the host style.
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
  };
});
