/**
 * Inline after the cookie bar on every page (components/first-visit-script.tsx); the bar is
 * prerendered hidden on every page so that every visitor gets the same HTML. With nothing stored this
 * shows the bar before the first paint: a first visit waits for no script (the bar's buttons wake its
 * island when used). A stored choice, valid or not, is for the island to judge: it is asked for at load.
 */
import { COOKIE_CHOICE_KEY } from './consent-storage';
import { COOKIE_BAR_ID } from './cookie-bar-id';

const bar = document.getElementById(COOKIE_BAR_ID);
let stored = true;
try {
  stored = localStorage.getItem(COOKIE_CHOICE_KEY) !== null;
} catch {
  // Storage the browser blocks: the island decides.
}
const island = bar?.closest<HTMLElement>('[data-island]');
if (!stored && bar) bar.hidden = false;
else if (island) island.dataset.hydrate = 'load';
