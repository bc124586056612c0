/// <reference types="vite/client" />

/** The release identity written by the build (vite.config.ts), compared by the update dialog. */
declare const __APP_VERSION__: string;

/** One language's server messages, key -> text, and each counted message's counting placeholder (vite.config.ts messagesByLanguage). */
declare module 'virtual:portal-messages/*' {
  const texts: Record<string, string>;
  export default texts;
  export const countParams: Record<string, string>;
}
