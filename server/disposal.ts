/**
 * What a start has opened, to be closed in reverse order: on a failed start (whatever was opened
 * before the failure) and on shutdown (everything). One list, so the two can never disagree.
 */
export interface DisposalStack {
  /** Registers how to close something just opened. */
  defer(close: () => Promise<void> | void): void;
  /** Closes everything, last opened first; every closer runs even if one throws (the first error is rethrown). */
  dispose(): Promise<void>;
}

export function createDisposalStack(): DisposalStack {
  const closers: (() => Promise<void> | void)[] = [];
  return {
    defer(close) {
      closers.push(close);
    },
    async dispose() {
      let failure: { error: unknown } | undefined;
      while (closers.length > 0) {
        try {
          await closers.pop()!();
        } catch (error) {
          failure ??= { error };
        }
      }
      if (failure) throw failure.error;
    },
  };
}

/** Runs `open` with a fresh stack; if it throws, closes what it had opened before rethrowing. */
export async function openAll<T>(
  open: (stack: DisposalStack) => Promise<T>,
): Promise<{ value: T; stack: DisposalStack }> {
  const stack = createDisposalStack();
  try {
    return { value: await open(stack), stack };
  } catch (error) {
    await stack.dispose().catch(() => undefined);
    throw error;
  }
}
