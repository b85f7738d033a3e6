/**
 * Two builds side by side: Lighthouse on the same pages of two running shops, alternating
 * page by page so that both meet the same load on a shared machine. Not part of `npm run bench`; for
 * a before/after of a change:
 *
 *   tsx bench/lighthouse-ab.ts http://127.0.0.1:PORT_BEFORE http://127.0.0.1:PORT_AFTER [runs]
 */
import { LIGHTHOUSE_CATEGORIES } from "./budgets";
import { runLighthouse, type LighthousePage } from "./lighthouse";

const [before, after] = process.argv.slice(2, 4);
const runs = Number(process.argv[4] ?? 3);
if (!before || !after) throw new Error("usage: tsx bench/lighthouse-ab.ts <before origin> <after origin> [runs]");

async function freshOrder(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/backend/api/orders`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": `ab-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    },
    body: JSON.stringify({
      game: "mobile-legends",
      product: "ml-170",
      account: { userId: "123456789", zoneId: "2001", region: "ID" },
      confirmed: true,
      paymentMethod: "qris",
    }),
  });
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

const pages = async (origin: string): Promise<LighthousePage[]> => [
  { name: "home", path: "/" },
  { name: "game", path: "/mobile-legends" },
  { name: "form", path: "/mobile-legends/form" },
  { name: "payment", path: `/card-payment/${await freshOrder(origin)}`, noindex: true },
];

const sides = { before: await pages(before), after: await pages(after) };
// AB_PAGES=home,game to run only those.
const only = process.env.AB_PAGES?.split(",");
for (const [index, page] of sides.before.entries()) {
  if (only && !only.includes(page.name)) continue;
  for (const [side, origin] of [
    ["before", before],
    ["after", after],
  ] as const) {
    const target = side === "before" ? page : sides.after[index]!;
    await fetch(origin + target.path, { headers: { "accept-language": "id-ID,id;q=0.9" } });
    const [result] = await runLighthouse(origin, [target], runs);
    console.log(
      JSON.stringify({
        side,
        page: result!.page,
        ...Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, result!.scores[category]])),
        ...result!.metrics,
      }),
    );
  }
}
