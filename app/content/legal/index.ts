import { about } from "./about";
import { privacy } from "./privacy";
import type { LegalTexts } from "./types";
import { userToc } from "./user-toc";
import { websiteToc } from "./website-toc";

/** The long-form pages by their path. */
export const LEGAL_PAGES: Record<string, LegalTexts> = {
  "/about": about,
  "/privacy": privacy,
  "/user-toc": userToc,
  "/website-toc": websiteToc,
};
