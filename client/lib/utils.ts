import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

const any = () => true;
const number = (value: string) => /^\d+(\.\d+)?$/.test(value);
const SIDES = ['x', 'y', 't', 'r', 'b', 'l'] as const;
/** One group per side (`px`, `pt`, `border-l`…), named `${group}-${side}`, each taking `values`. */
const perSide = (group: string, utility: (side: string) => string, values: unknown[]) =>
  Object.fromEntries(SIDES.map((side) => [`${group}-${side}`, [{ [utility(side)]: values }]]));
const sideGroups = (group: string) => SIDES.map((side) => `${group}-${side}`);

/**
 * tailwind-merge with only the class groups this code base overrides (decision 0027): its full
 * configuration is 6 of its 8 KB and most of the 35 ms its first call costs, on every private page.
 * `cn-merge.test.ts` reads every class list in `client/` and fails where this and the full
 * configuration disagree, so a new kind of override is caught there, not on screen.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 256,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'hidden',
      'contents',
    ],
    'justify-content': [
      { justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] },
    ],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
    'font-weight': [
      { font: ['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] },
    ],
    'font-size': [{ text: ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl'] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [any] }],
    'bg-color': [{ bg: [any] }],
    'border-w': [{ border: ['', number] }],
    ...perSide('border-w', (side) => `border-${side}`, ['', number]),
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-color': [{ border: [any] }],
    ...perSide('border-color', (side) => `border-${side}`, [any]),
    p: [{ p: [any] }],
    ...perSide('p', (side) => `p${side}`, [any]),
    w: [{ w: [any] }],
    'min-w': [{ 'min-w': [any] }],
    h: [{ h: [any] }],
    'min-h': [{ 'min-h': [any] }],
  },
  conflictingClassGroups: {
    p: sideGroups('p'),
    'p-x': ['p-r', 'p-l'],
    'p-y': ['p-t', 'p-b'],
    'border-w': sideGroups('border-w'),
    'border-w-x': ['border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
    'border-color': sideGroups('border-color'),
    'border-color-x': ['border-color-r', 'border-color-l'],
    'border-color-y': ['border-color-t', 'border-color-b'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/** Joins class names; a later Tailwind class overrides a conflicting earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
