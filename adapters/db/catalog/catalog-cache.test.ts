import { describe, expect, it } from "vitest";
import { createCatalogChanges } from "../../../core/catalog/catalog-changes";
import { createCatalogCache } from "./catalog-cache";

/** A load that counts its calls and answers what `value` holds at the moment it is called. */
function counting<T>(initial: T) {
  const state = { value: initial, calls: 0 };
  return {
    state,
    load: async () => {
      state.calls += 1;
      return { price: state.value };
    },
  };
}

describe("catalog cache", () => {
  it("reads once and serves the same rows until the catalog changes, then reads again", async () => {
    const changes = createCatalogChanges();
    const cache = createCatalogCache(changes);
    const rows = counting(47_000);
    expect(await cache.read("offers:ml:IDR", rows.load)).toEqual({ price: 47_000 });
    rows.state.value = 52_000;
    expect(await cache.read("offers:ml:IDR", rows.load)).toEqual({ price: 47_000 });
    expect(rows.state.calls).toBe(1);
    changes.emit();
    expect(await cache.read("offers:ml:IDR", rows.load)).toEqual({ price: 52_000 });
    expect(rows.state.calls).toBe(2);
  });

  it("shares one read among concurrent callers", async () => {
    const cache = createCatalogCache(createCatalogChanges());
    const rows = counting(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.read("games", rows.load)));
    expect(rows.state.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it("does not hand out a read that began before a change to a caller after it", async () => {
    const changes = createCatalogChanges();
    const cache = createCatalogCache(changes);
    let release: () => void = () => undefined;
    const slow = cache.read("game:ml", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    changes.emit();
    const fresh = cache.read("game:ml", async () => "new");
    release();
    expect(await slow).toBe("old");
    expect(await fresh).toBe("new");
    expect(await cache.read("game:ml", async () => "newer")).toBe("new");
  });

  it("serves and keeps nothing while changes from other servers cannot be heard", async () => {
    const changes = createCatalogChanges();
    const cache = createCatalogCache(changes);
    const rows = counting(1);
    await cache.read("games", rows.load);
    changes.setHeard(false);
    changes.emit();
    await cache.read("games", rows.load);
    await cache.read("games", rows.load);
    expect(rows.state.calls).toBe(3);
    changes.setHeard(true);
    await cache.read("games", rows.load);
    await cache.read("games", rows.load);
    expect(rows.state.calls).toBe(4);
  });

  it("keeps no value its caller refuses (an unknown game), nor a failed read", async () => {
    const cache = createCatalogCache(createCatalogChanges());
    let calls = 0;
    const missing = async () => {
      calls += 1;
      return undefined;
    };
    await cache.read("game:nope", missing, (found) => found !== undefined);
    await cache.read("game:nope", missing, (found) => found !== undefined);
    expect(calls).toBe(2);
    await expect(cache.read("games", () => Promise.reject(new Error("database down")))).rejects.toThrow();
    expect(await cache.read("games", async () => "read again")).toBe("read again");
  });

  it("reads again after 30 seconds without an event", async () => {
    let now = 0;
    const cache = createCatalogCache(createCatalogChanges(), () => now);
    const rows = counting(1);
    await cache.read("games", rows.load);
    now = 29_000;
    await cache.read("games", rows.load);
    expect(rows.state.calls).toBe(1);
    now = 30_000;
    await cache.read("games", rows.load);
    expect(rows.state.calls).toBe(2);
  });

  it("hands out rows no request can change for the others", async () => {
    const cache = createCatalogCache(createCatalogChanges());
    const row = await cache.read("game:ml", async () => ({ account: { fields: [{ name: "userId" }] } }));
    expect(() => {
      (row.account.fields[0] as { name: string }).name = "changed";
    }).toThrow(TypeError);
  });
});
