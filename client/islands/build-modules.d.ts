/** A module of ours built as a classic script, its code as a string (scripts/vite/islands.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}

/** The islands runtime's address in the server's build; undefined in development and in the browser. */
declare module 'virtual:island-runtime' {
  export const runtimeUrl: string | undefined;
}
