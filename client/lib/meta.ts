import { firmProfile } from '@common/firm-profile';

interface MetaOptions {
  /** Pages of the private area and the error page must not be indexed. */
  noindex?: boolean;
}

/** The <title> and description of a page: "Page | Brand". */
export function pageMeta(title: string, description: string, options: MetaOptions = {}) {
  return [
    { title: `${title} | ${firmProfile.brandName}` },
    { name: 'description', content: description },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
