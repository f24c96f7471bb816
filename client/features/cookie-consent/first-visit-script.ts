/**
 * Inline right after the cookie bar (cookie-banner.tsx), which is prerendered hidden on every page so that
 * every visitor gets the same HTML. With nothing stored it shows the bar before the first paint: a first
 * visit waits for no script (the bar's buttons wake its island when used). A stored choice, valid or
 * not, is for the island to judge: it is asked for at load.
 */
import { COOKIE_CHOICE_KEY } from './consent-storage';

const bar = document.currentScript?.previousElementSibling as HTMLElement | null | undefined;
let stored = true;
try {
  stored = localStorage.getItem(COOKIE_CHOICE_KEY) !== null;
} catch {
  // Storage the browser blocks: the island decides.
}
const island = bar?.closest<HTMLElement>('[data-island]');
if (!stored && bar) bar.hidden = false;
else if (island) island.dataset.hydrate = 'load';
