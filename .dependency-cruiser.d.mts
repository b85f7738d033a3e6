import type { IConfiguration } from "dependency-cruiser";

/** The types of `.dependency-cruiser.mjs`, for the tests that read its rules. */
declare const config: IConfiguration & { forbidden: NonNullable<IConfiguration["forbidden"]> };
export default config;
export declare const MAY_IMPORT: Record<string, string[]>;
export declare const CORE_RANKS: string[][];
