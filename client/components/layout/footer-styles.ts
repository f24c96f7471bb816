export const linkClass = 'rounded-sm text-slate-200 underline-offset-4 hover:text-white hover:underline';
// Links inside a sentence must not rely on colour alone (WCAG 1.4.1).
export const inlineLinkClass = 'rounded-sm text-slate-200 underline underline-offset-2 hover:text-white';
export const headingClass = 'mb-3 text-base font-semibold text-white';
