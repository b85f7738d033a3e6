import type { EntryContext } from "react-router";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * Reads React Router's hand-off of the loader data (its turbo-stream, `serverHandoffStream`) whole,
 * before the render, into the cache its `StreamTransfer` reads each chunk from. StreamTransfer then
 * writes every chunk's script in place, as it would once each read had settled, and never suspends:
 * the page can be rendered in one synchronous pass (app/entry.server.tsx), with the same bytes.
 *
 * Every chunk is decoded as React Router decodes it (one decoder, `stream: true`), the end included,
 * which is read as an empty chunk that carries the stream's closing script.
 */
export async function settleHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  for (let index = 0; ; index++) {
    const { done, value } = await reader.read();
    const result = { done, value: decoder.decode(value, { stream: true }) };
    cache[index] = Object.assign(Promise.resolve(), { result });
    if (done) break;
  }
  // ServerRouter takes its own reader of the (now closed) stream; it never reads from it.
  reader.releaseLock();
  context.renderMeta = { ...context.renderMeta, streamCache: cache };
}
