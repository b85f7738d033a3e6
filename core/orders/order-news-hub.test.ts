import { describe, expect, it } from "vitest";
import { order } from "../../tests/support/order-fixture";
import type { OrderNews } from "./order-news";
import { createOrderNewsHub } from "./order-news-hub";
import { publicOrder } from "./public-order";

const news = (status: OrderNews["order"]["status"]): OrderNews => ({
  order: publicOrder(order({ status })),
  steps: [],
  attemptOpen: false,
  serials: [],
  refunds: [],
  compensated: false,
  settled: status === "complete",
});

/** A reader whose reads finish when the test says, counting them. */
function heldReader() {
  const pending: ((value: OrderNews) => void)[] = [];
  let reads = 0;
  return {
    read: () => {
      reads += 1;
      return new Promise<OrderNews>((resolve) => pending.push(resolve));
    },
    finish: (value: OrderNews) => pending.shift()!(value),
    reads: () => reads,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the order news hub", () => {
  it("reads an order nobody follows here never, and one followed by many pages once per change", async () => {
    const reader = heldReader();
    const hub = createOrderNewsHub(reader.read, () => {});
    hub.changed("nobody-follows");
    expect(reader.reads()).toBe(0);
    const heard: string[][] = [[], [], []];
    const stops = heard.map((list) => hub.follow("o-1", (value) => list.push(value.order.status)));
    expect(hub.following()).toBe(3);
    hub.changed("o-1");
    reader.finish(news("in_progress"));
    await settle();
    expect(reader.reads()).toBe(1);
    expect(heard).toEqual([["in_progress"], ["in_progress"], ["in_progress"]]);
    stops.forEach((stop) => stop());
    expect(hub.following()).toBe(0);
    hub.changed("o-1");
    expect(reader.reads()).toBe(1);
  });

  it("reads again after a read that a newer change overtook, never two at once", async () => {
    const reader = heldReader();
    const hub = createOrderNewsHub(reader.read, () => {});
    const heard: string[] = [];
    hub.follow("o-1", (value) => heard.push(value.order.status));
    hub.changed("o-1");
    hub.changed("o-1");
    hub.changed("o-1");
    expect(reader.reads()).toBe(1);
    reader.finish(news("in_progress"));
    await settle();
    // The changes during the first read are read once more: the page ends on the newest.
    expect(reader.reads()).toBe(2);
    reader.finish(news("complete"));
    await settle();
    expect(heard).toEqual(["in_progress", "complete"]);
  });

  it("after a gap in listening, reads every followed order; a failed read is reported, not thrown", async () => {
    const failures: string[] = [];
    const hub = createOrderNewsHub(
      (orderId) => (orderId === "broken" ? Promise.reject(new Error("down")) : Promise.resolve(news("complete"))),
      (_error, orderId) => failures.push(orderId),
    );
    const heard: string[] = [];
    hub.follow("o-1", (value) => heard.push(value.order.status));
    hub.follow("broken", () => heard.push("never"));
    hub.changedAll();
    await settle();
    expect(heard).toEqual(["complete"]);
    expect(failures).toEqual(["broken"]);
  });
});
