import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";

/** Loader and action arguments with the shop's load context typed (see app/context.ts). */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;
export type ActionArgs = ActionFunctionArgs<AppLoadContext>;
