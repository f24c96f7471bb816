/** The cookie bar's element, which a public page's own script shows before any island runs. */
export const COOKIE_BAR_ID = 'cookie-banner';
