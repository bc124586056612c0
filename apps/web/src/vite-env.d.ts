/// <reference types="vite/client" />

/** The release identity written by the build (vite.config.ts), compared by the update dialog. */
declare const __APP_VERSION__: string;
