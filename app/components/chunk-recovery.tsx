import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { installChunkRecovery, pageRecovery } from "../lib/page-recovery";
import { LoadFailedPage } from "./load-failed-page";

const subscribe = (listener: () => void) => pageRecovery().subscribe(listener);
const outcome = () => pageRecovery().outcome();

/**
 * Watches for code that fails to load (app/lib/page-recovery.ts) around the whole page, and shows
 * the error page with a reload button in its place when the guard refuses another reload.
 */
export function ChunkRecovery({ children }: { children: ReactNode }) {
  useEffect(() => installChunkRecovery(), []);
  const current = useSyncExternalStore(subscribe, outcome, () => null);
  return current?.kind === "blocked" ? <LoadFailedPage target={current.target} /> : children;
}
