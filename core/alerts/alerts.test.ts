import { describe, expect, it } from "vitest";
import { money } from "../money";
import { createAlerts } from "./alert-service";
import {
  groupEvent,
  incidentKey,
  JOB_FAILURES_IN_A_ROW,
  PROVIDER_ERRORS,
  type AlertEvent,
  type AlertStore,
} from "./alerts";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 29, 10, minutes));

describe("the grouping rule", () => {
  it("the first event of an incident opens it; more within its quiet window only count", () => {
    expect(groupEvent(undefined, at(0))).toBe("open");
    expect(groupEvent({ kind: "deliveryFailed", lastAt: at(0) }, at(29))).toBe("count");
  });

  it("an event after the kind's quiet window opens a new incident", () => {
    expect(groupEvent({ kind: "deliveryFailed", lastAt: at(0) }, at(30))).toBe("open");
    expect(groupEvent({ kind: "providerErrors", lastAt: at(0) }, at(14))).toBe("count");
    expect(groupEvent({ kind: "providerErrors", lastAt: at(0) }, at(15))).toBe("open");
  });

  it("incidents are per game and supplier, per supplier, per provider, per job", () => {
    const failed = (game: string, supplier: string, orderId = "o"): AlertEvent => ({
      kind: "deliveryFailed",
      game,
      supplier,
      orderId,
      orderNumber: "K-1",
    });
    expect(incidentKey(failed("free-fire", "digiflazz"))).toBe(incidentKey(failed("free-fire", "digiflazz", "p")));
    expect(incidentKey(failed("free-fire", "digiflazz"))).not.toBe(incidentKey(failed("genshin", "digiflazz")));
    expect(incidentKey({ kind: "deliveriesLate", supplier: "digiflazz", orders: 3 })).toBe("deliveriesLate:digiflazz");
    expect(
      incidentKey({
        kind: "supplierBalanceLow",
        supplier: "digiflazz",
        balance: money(1, "IDR"),
        threshold: money(2, "IDR"),
      }),
    ).toBe("supplierBalanceLow:digiflazz");
    expect(incidentKey({ kind: "providerErrors", provider: "midtrans", operation: "refund", errors: 3 })).toBe(
      "providerErrors:midtrans",
    );
    expect(incidentKey({ kind: "jobFailing", job: "refunds", failures: 3 })).toBe("jobFailing:refunds");
  });
});

describe("when an event is reported", () => {
  function recorded() {
    const events: AlertEvent[] = [];
    const cleared: string[] = [];
    const store = {
      record: ({ event }: { event: AlertEvent }) => {
        events.push(event);
        return Promise.resolve({ opened: true, incidentId: 1, count: 1 });
      },
      close: (key: string) => (cleared.push(key), Promise.resolve(true)),
    } as unknown as AlertStore;
    let now = at(0);
    const alerts = createAlerts({
      store,
      recipients: { subscribed: () => Promise.resolve([]) },
      senders: {},
      compose: () => ({ subject: "", text: "" }),
      log: { warn: () => undefined, error: () => undefined },
      clock: () => now,
    });
    return { alerts, events, cleared, tick: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)) };
  }

  it("a job becomes an incident after failing runs in a row, and its next success clears it", async () => {
    const { alerts, events, cleared } = recorded();
    for (let run = 1; run < JOB_FAILURES_IN_A_ROW; run += 1) await alerts.jobRun("refunds", false);
    await alerts.jobRun("refunds", true);
    await alerts.jobRun("refunds", false);
    expect(events).toEqual([]);
    for (let run = 1; run < JOB_FAILURES_IN_A_ROW; run += 1) await alerts.jobRun("refunds", false);
    expect(events).toEqual([{ kind: "jobFailing", job: "refunds", failures: JOB_FAILURES_IN_A_ROW }]);
    await alerts.jobRun("refunds", true);
    expect(cleared).toEqual(["jobFailing:refunds"]);
  });

  it("a provider's errors become an incident from the threshold within the window, not spread over longer", async () => {
    const { alerts, events, tick } = recorded();
    for (let error = 0; error < PROVIDER_ERRORS.threshold; error += 1) {
      await alerts.providerError("midtrans", "payment");
      tick(PROVIDER_ERRORS.minutes);
    }
    expect(events).toEqual([]);
    for (let error = 0; error < PROVIDER_ERRORS.threshold; error += 1)
      await alerts.providerError("midtrans", "payment");
    expect(events).toEqual([
      { kind: "providerErrors", provider: "midtrans", operation: "payment", errors: PROVIDER_ERRORS.threshold },
    ]);
  });

  it("a delivery failed for good writes one error line naming the order by its loggable id, never its UUID", async () => {
    const lines: { object: object; message: string }[] = [];
    const alerts = createAlerts({
      store: { record: () => Promise.resolve({ opened: true, incidentId: 1, count: 1 }) } as unknown as AlertStore,
      recipients: { subscribed: () => Promise.resolve([]) },
      senders: {},
      compose: () => ({ subject: "", text: "" }),
      log: { warn: () => undefined, error: (object, message) => lines.push({ object, message }) },
    });
    const orderId = "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9";
    await alerts.report({
      kind: "deliveryFailed",
      game: "free-fire",
      supplier: "digiflazz",
      orderId,
      orderNumber: "K-1",
    });
    expect(lines).toEqual([
      {
        object: { alert: "deliveryFailed", incident: "deliveryFailed:free-fire:digiflazz", order: "0b1c2d3e…" },
        message: "alert",
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(orderId);
  });

  it("a store that fails is logged and never thrown at the caller", async () => {
    const lines: string[] = [];
    const alerts = createAlerts({
      store: { record: () => Promise.reject(new Error("database down")) } as unknown as AlertStore,
      recipients: { subscribed: () => Promise.resolve([]) },
      senders: {},
      compose: () => ({ subject: "", text: "" }),
      log: { warn: () => undefined, error: (_object, message) => lines.push(message) },
    });
    await expect(alerts.report({ kind: "jobFailing", job: "x", failures: 3 })).resolves.toBeUndefined();
    expect(lines).toContain("alert not recorded");
  });
});
