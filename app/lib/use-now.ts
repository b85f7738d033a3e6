import { useEffect, useState } from "react";

/**
 * The current time in milliseconds, for texts that depend on it ("late after 30 minutes"). Reading
 * the clock while rendering would make a render's output depend on when it happens; here it is read
 * once when the component mounts and again every `everyMs` (null: never again).
 */
export function useNow(everyMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (everyMs === null) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
