import { createContext, useContext } from 'react';

/**
 * The request's CSP nonce (server/web/react-router-pages.ts): React Router's inline scripts carry it. Empty
 * in the browser, which hides the attribute's value once the page is parsed, and in the build's prerender.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
