import type { Db } from '../../server/db/client';
import { newsItems } from '../../server/db/schema';

const longTitle =
  'Legge di bilancio 2026: tutte le misure fiscali per famiglie, imprese e professionisti, dalla revisione delle aliquote IRPEF al nuovo calendario dei versamenti, spiegate punto per punto con esempi pratici';
const longDescription = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragrafo ${i + 1}: la manovra interviene su detrazioni, deduzioni e crediti d'imposta, con effetti diversi secondo il reddito e la composizione del nucleo familiare.`,
).join(' ');

/** Articles in the database when the browser tests start, newest first; only ever read. */
export const e2eNews = [
  {
    source: 'FiscoOggi',
    title: 'Dichiarazione precompilata 2026: le novità',
    description: "Dal 30 aprile è disponibile la dichiarazione precompilata nell'area riservata.",
    url: 'https://www.fiscooggi.example/precompilata-2026',
    publishedAt: '2026-06-12T09:00:00Z',
  },
  {
    source: 'Il Sole 24 Ore',
    title: longTitle,
    description: longDescription,
    url: 'https://www.ilsole24ore.example/legge-di-bilancio',
    publishedAt: '2026-06-11T09:00:00Z',
  },
  {
    source: 'Eutekne.info',
    title: 'Nuovi chiarimenti sul concordato preventivo biennale',
    description: null,
    url: 'https://www.eutekne.example/concordato',
    publishedAt: '2026-06-10T09:00:00Z',
  },
  {
    source: 'MisterFisco.it',
    title: 'Regime forfettario: quando conviene',
    description: 'Soglie, requisiti e cause di esclusione del regime forfettario.',
    url: 'https://www.misterfisco.example/forfettario',
    publishedAt: '2026-06-09T09:00:00Z',
  },
  {
    source: 'Italia Oggi',
    title: 'Inflazione e potere d’acquisto delle famiglie',
    description: "L'andamento dei prezzi nel primo semestre.",
    url: 'https://www.italiaoggi.example/inflazione',
    publishedAt: '2026-06-08T09:00:00Z',
  },
  {
    source: 'Blog dello Studio',
    title: 'Scadenze fiscali di luglio',
    description: 'Il calendario dei versamenti del mese.',
    url: 'https://blog.studio.example/scadenze-luglio',
    publishedAt: '2026-06-07T09:00:00Z',
  },
] as const;

export async function seedNews(db: Db) {
  await db
    .insert(newsItems)
    .values(e2eNews.map((item) => ({ ...item, publishedAt: new Date(item.publishedAt) })));
}
