import type { ArtImage } from "../../core/art/art";
import type { PaymentMethod } from "../../core/markets";
import type { PageServices } from "../../core/services";

/** The marks uploaded for these methods (decision 034): only theirs travel with the page. */
export async function methodMarks(
  services: Pick<PageServices, "art">,
  methods: readonly PaymentMethod[],
): Promise<Record<string, ArtImage>> {
  const all = (await services.art.index()).methods;
  return Object.fromEntries(methods.flatMap((method) => (all[method.id] ? [[method.id, all[method.id]!]] : [])));
}
