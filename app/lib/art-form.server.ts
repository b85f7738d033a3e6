import { data } from "react-router";
import { artKey, type ArtSubject } from "../../core/art/art";
import type { MessageKey } from "../../i18n/messages/id";
import { requestScope, type PageArgs } from "../context";
import { requireOperatorPage } from "./admin.server";

/** What an art form's action answers: which subject, and what became of it or why it was refused. */
export type ArtFormResult =
  | { artSubject: string; art: "uploaded" | "removed" }
  | { artSubject: string; artError: MessageKey; artValues?: Record<string, number> };

/**
 * The console's art forms (a game's page, the payment marks): `art` stores the file of the `art`
 * field, `removeArt` forgets the subject's art. Both need the catalog permission, as other catalog
 * edits do; a refusal is a 400 with its message and changes nothing. Undefined for other intents.
 */
export async function artAction(
  args: PageArgs,
  form: FormData,
  subject: ArtSubject,
  /** Whether the subject is one of the shop's games or methods: art for none is not kept. */
  known: () => Promise<boolean>,
) {
  const intent = form.get("intent");
  const upload = intent === "art";
  const remove = intent === "removeArt";
  if (!upload && !remove) return undefined;
  const me = await requireOperatorPage(args, "catalog");
  const { services, requestId } = args.context.get(requestScope);
  const key = artKey(subject);
  const refuse = (artError: MessageKey, artValues?: Record<string, number>, status = 400) =>
    data<ArtFormResult>({ artSubject: key, artError, artValues }, { status });
  if (!(await known())) return refuse("adminCatalog.notFound", undefined, 404);
  if (remove) {
    const removed = await services.art.uploads.remove(me, subject, { requestId });
    return removed ? { artSubject: key, art: "removed" as const } : refuse("adminArt.nothingToRemove");
  }
  const file = form.get("art");
  if (!(file instanceof Blob) || file.size === 0) return refuse("adminArt.empty");
  const stored = await services.art.uploads.upload(me, subject, new Uint8Array(await file.arrayBuffer()), {
    requestId,
  });
  if (!stored.ok) return refuse(`adminArt.${stored.error.code}`, stored.error.values);
  return { artSubject: key, art: "uploaded" as const };
}
