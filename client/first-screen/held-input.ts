import { DRAWN_BY_SERVER_ATTRIBUTE } from '../../common/page-answers';

/**
 * What a person does on the screen the server drew (decision 0034) before the application has taken it
 * over is not lost. The page's first script (a classic one in the head, so that it listens before the
 * body is parsed; scripts/private-pages.ts writes it into the area's page, whose CSP allows it by its
 * hash) holds a button tapped, a form sent, files dropped or a key of the tab list, and keeps the last
 * value typed into or chosen from each field. Once the application runs on those same elements, `release`
 * puts the values back (a part's render draws its fields from the application's state) and taps, sends,
 * drops and presses again what it held, in order. The take-over goes in parts (take-over-part.tsx): what is held does not also
 * reach a part already running, which would act on it twice.
 * It is the page's own, not the application's: it must run before any module, and costs the area's
 * code nothing.
 */
export interface HeldInput {
  release(): void;
}

const GLOBAL = '__heldOnDrawnScreen';

export function holdInputScript(): string {
  return [
    `(()=>{const d=document,drawn=()=>d.body.hasAttribute(${JSON.stringify(DRAWN_BY_SERVER_ATTRIBUTE)}),held=[],typed=new Map;`,
    // Each held event as what does it again; what is held does not also reach a part already running.
    'const hold=(e,again)=>{e.stopPropagation();held.push(again)};',
    'd.addEventListener("click",e=>{if(!drawn())return;',
    'const b=e.target.closest&&e.target.closest("button");if(b&&b.type!=="submit")hold(e,()=>b.isConnected&&b.click())},true);',
    'd.addEventListener("submit",e=>{if(!drawn())return;e.preventDefault();const f=e.target;hold(e,()=>f.isConnected&&f.requestSubmit())},true);',
    // Files dropped: kept, where the browser would otherwise open them in place of the page.
    'd.addEventListener("dragover",e=>{if(drawn())e.preventDefault()},true);',
    'd.addEventListener("drop",e=>{if(!drawn())return;e.preventDefault();const t=e.target,x=new DataTransfer;',
    'for(const f of e.dataTransfer.files)x.items.add(f);',
    'hold(e,()=>t.isConnected&&t.dispatchEvent(new DragEvent("drop",{bubbles:!0,cancelable:!0,dataTransfer:x})))},true);',
    // The tab list's keys (arrows, Home, End): the list's own handler moves between the tabs.
    'd.addEventListener("keydown",e=>{const t=drawn()&&e.target.closest&&e.target.closest("[role=tab]"),k=e.key;',
    'if(t&&/^(Arrow|Home$|End$)/.test(k)){e.preventDefault();',
    'hold(e,()=>t.isConnected&&t.dispatchEvent(new KeyboardEvent("keydown",{key:k,bubbles:!0,cancelable:!0})))}},true);',
    'const note=e=>{const f=e.target;if(drawn()&&e.isTrusted&&"value"in f&&f.type!=="checkbox"&&f.type!=="radio")typed.set(f,f.value)};',
    'd.addEventListener("input",note,true);d.addEventListener("change",note,true);',
    // Sent again even where the field shows the value already: the application's state may not have it.
    `window.${GLOBAL}={release(){`,
    'for(const[f,v]of typed)if(f.isConnected){f.value=v;',
    'f.dispatchEvent(new Event("input",{bubbles:!0}));f.dispatchEvent(new Event("change",{bubbles:!0}))}',
    'typed.clear();for(const again of held.splice(0))again()}}})()',
  ].join('');
}

/** What the page's first script held, where it ran. */
export function heldInput(): HeldInput | undefined {
  return (globalThis as { [GLOBAL]?: HeldInput })[GLOBAL];
}
