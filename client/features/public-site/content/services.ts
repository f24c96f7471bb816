import {
  Building2,
  ChartColumn,
  FileSearch,
  FileText,
  Gift,
  type LucideIcon,
  PiggyBank,
  Target,
  TrendingUp,
} from 'lucide-react';
import contabileUrl from '~/assets/illustrations/contabile.svg?url';
import fiscaleUrl from '~/assets/illustrations/fiscale.svg?url';
import tributariaUrl from '~/assets/illustrations/tributaria.svg?url';

export interface Service {
  title: 'Consulenza Fiscale' | 'Consulenza Contabile' | 'Consulenza Tributaria';
  summary: string;
  items: readonly string[];
  image: { src: string; alt: string };
}

/** The three main services of the specification, in its order. */
export const services: readonly Service[] = [
  {
    title: 'Consulenza Fiscale',
    summary: 'Adempimenti e scelte fiscali gestiti con precisione, per pagare il giusto e nei tempi giusti.',
    items: [
      'Dichiarazioni dei redditi',
      'Dichiarazioni IVA',
      'Consulenza fiscale personalizzata',
      'Pianificazione fiscale',
    ],
    image: {
      src: fiscaleUrl,
      alt: 'Un modello di dichiarazione compilato, una calcolatrice e il simbolo della percentuale',
    },
  },
  {
    title: 'Consulenza Contabile',
    summary: 'Una contabilità ordinata e aggiornata, base sicura per ogni decisione aziendale.',
    items: [
      'Tenuta della contabilità',
      'Bilanci e report economico-finanziari',
      'Registrazione delle fatture',
      'Supporto nella gestione amministrativa',
    ],
    image: { src: contabileUrl, alt: 'Un grafico a barre in crescita accanto a un registro contabile' },
  },
  {
    title: 'Consulenza Tributaria',
    summary: "Assistenza nei rapporti con l'Amministrazione finanziaria, dalla prevenzione al contenzioso.",
    items: [
      'Assistenza tributaria',
      'Contenzioso tributario',
      'Ravvedimenti operosi',
      'Interpelli e consulenze specialistiche',
    ],
    image: { src: tributariaUrl, alt: 'Una bilancia della giustizia e uno scudo con il segno di spunta' },
  },
];

export interface CustomService {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** 'Servizi Personalizzati': the eight services of the specification. */
export const customServices: readonly CustomService[] = [
  {
    title: 'Analisi di bilancio',
    description: 'Lettura degli indici e dei flussi per capire lo stato di salute della tua impresa.',
    icon: ChartColumn,
  },
  {
    title: 'Business plan',
    description: 'Piani economico-finanziari per nuovi progetti, finanziamenti e investitori.',
    icon: TrendingUp,
  },
  {
    title: 'Pianificazione fiscale',
    description: 'Scelte pianificate per tempo, per ridurre il carico fiscale nel rispetto della legge.',
    icon: Target,
  },
  {
    title: 'Due diligence',
    description: 'Verifiche contabili e fiscali prima di acquisizioni, cessioni e operazioni straordinarie.',
    icon: FileSearch,
  },
  {
    title: 'Dichiarazione dei redditi',
    description:
      'Modello 730 e Redditi per persone fisiche, società ed enti, con la verifica delle detrazioni.',
    icon: FileText,
  },
  {
    title: 'Successioni e donazioni',
    description: 'Dichiarazioni di successione, volture e consulenza sul passaggio generazionale.',
    icon: Gift,
  },
  {
    title: 'Consulenza immobiliare',
    description: 'Fiscalità di acquisti, vendite e locazioni, agevolazioni prima casa e bonus edilizi.',
    icon: Building2,
  },
  {
    title: 'Pianificazione patrimoniale',
    description: 'Organizzazione e tutela del patrimonio familiare e aziendale nel lungo periodo.',
    icon: PiggyBank,
  },
];
