// zod compiles an object's checks with `new Function` after probing, on the first parse, whether the page
// allows it. Our CSP does not ('unsafe-eval' is never granted), so that probe alone made Chrome report a
// violation (Lighthouse best-practices 96) the first time a form was checked. This is zod's own switch,
// z.config({ jitless: true }), set by each entry before any schema loads: zod keeps its configuration on
// this global and adopts it if it exists. Importing zod's `config` instead would bring about 4 KB of
// zod's setup into every page. Checks run interpreted, as they would after the probe failed;
// e2e/forms-without-eval.spec.ts fails if zod stops reading it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
