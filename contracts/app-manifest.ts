/** The web app manifest's address, under each locale's prefix (adapters/http/app-manifest.ts serves it). */
export const APP_MANIFEST_PATH = "/manifest.webmanifest";
