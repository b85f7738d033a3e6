import { artKey, type ArtSubject } from "../../../../core/art/art";
import type { Operator } from "../../../../core/admin/operators";
import type { PageServices } from "../../../../core/services";
import type { MessageKey } from "../../../../i18n/messages/id";
import { refuse } from "../../../lib/form.server";

/**
 * The console's art forms (a game's page, the payment marks), once the page has checked the catalog
 * permission and read the intent: `art` stores the file of the `art` field, `removeArt` forgets the
 * subject's art. A refusal is answered with its message and changes nothing.
 */
export async function artAction(
  me: Operator,
  services: Pick<PageServices, "art">,
  requestId: string | null,
  intent: "art" | "removeArt",
  form: FormData,
  subject: ArtSubject,
  /** Whether the subject is one of the shop's games or methods: art for none is not kept. */
  known: () => Promise<boolean>,
) {
  const key = artKey(subject);
  const refused = (artError: MessageKey, artValues?: Record<string, number>) =>
    refuse(artError, { artSubject: key, artError, artValues });
  if (!(await known())) return refused("adminCatalog.notFound");
  if (intent === "removeArt") {
    const removed = await services.art.uploads.remove(me, subject, { requestId });
    return removed.ok ? { artSubject: key, art: "removed" as const } : refused(`adminArt.${removed.error.code}`);
  }
  const file = form.get("art");
  if (!(file instanceof Blob) || file.size === 0) return refused("adminArt.empty");
  const stored = await services.art.uploads.upload(me, subject, new Uint8Array(await file.arrayBuffer()), {
    requestId,
  });
  if (!stored.ok) return refused(`adminArt.${stored.error.code}`, stored.error.values);
  return { artSubject: key, art: "uploaded" as const };
}
