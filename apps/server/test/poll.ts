/**
 * Waiting in tests for work done elsewhere (the job queue, a callback, another process): ask again
 * every `everyMs` until the answer is the one wanted or `withinMs` have passed. The one poll loop
 * of the server's tests (issue 29).
 */
export interface PollOptions {
  /** How long to keep asking (20 s unless told). */
  withinMs?: number;
  /** The pause between two asks (100 ms unless told). */
  everyMs?: number;
}

/**
 * Reads until `done` holds of what `read` answers, or time is up; answers the last value read either
 * way, so the test's own assertion says what was wrong (or, with `Boolean`, whether it came to hold).
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { withinMs = 20_000, everyMs = 100 }: PollOptions = {},
): Promise<T> {
  const end = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Waits until `check` holds; throws, naming `what` is awaited, when it does not in time. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { what = 'the condition', ...options }: PollOptions & { what?: string } = {},
): Promise<void> {
  if (!(await pollUntil(check, Boolean, options))) throw new Error(`timed out waiting for ${what}`);
}
