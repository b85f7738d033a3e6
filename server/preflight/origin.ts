import { note, ok, PREFLIGHT_TIMEOUT_MS, problem, type Finding } from "./finding";

/** PUBLIC_ORIGIN is on HTTPS and the shop answers there (GET /health, adapters/http/health-routes.ts). */
export async function checkOrigin(publicOrigin: string | undefined, live: boolean): Promise<Finding[]> {
  if (!publicOrigin)
    return [
      live
        ? problem("PUBLIC_ORIGIN is not set: providers cannot reach the shop")
        : note("PUBLIC_ORIGIN is not set (test mode: each request's own address)"),
    ];
  const findings: Finding[] = [];
  if (new URL(publicOrigin).protocol !== "https:") findings.push(problem(`PUBLIC_ORIGIN ${publicOrigin} is not https`));
  const url = `${publicOrigin}/health`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PREFLIGHT_TIMEOUT_MS) });
    const body = (await response.json().catch(() => undefined)) as { status?: unknown } | undefined;
    findings.push(
      response.status === 200 && body?.status === "ok"
        ? ok(`The shop answers at ${url}`)
        : problem(`${url} answered HTTP ${response.status}, not the shop's {"status":"ok"}`),
    );
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    findings.push(
      problem(
        `${url} ${timedOut ? `did not answer within ${PREFLIGHT_TIMEOUT_MS} ms` : "could not be reached (network error)"}`,
      ),
    );
  }
  return findings;
}
