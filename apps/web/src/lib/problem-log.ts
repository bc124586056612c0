/**
 * The problems of this tab's session (spec 2: the top bar's error-log badge): requests the server could not answer
 * (no connection, too slow, an internal error) and scripts that broke. A refusal the shipper can act on (a wrong
 * postcode) is shown where it happened and is not a problem here. Each entry keeps what customer service needs to
 * find it: when, on which page, what, and the request's id, which is the one in the server's log lines.
 */
export interface Problem {
  at: number;
  page: string;
  kind: 'request' | 'script';
  /** The endpoint for a request, the script's file and line for a script. */
  where: string;
  message: string;
  requestId?: string;
}

/** Only the latest are kept: enough to report what went wrong, never a growing heap in a tab open all day. */
export const PROBLEM_LOG_MAX = 50;

let problems: readonly Problem[] = [];
const listeners = new Set<() => void>();

export function recordProblem(problem: Omit<Problem, 'at' | 'page'>): void {
  problems = [{ at: Date.now(), page: globalThis.location?.pathname ?? '', ...problem }, ...problems].slice(0, PROBLEM_LOG_MAX);
  for (const l of listeners) l();
}

export function clearProblems(): void {
  problems = [];
  for (const l of listeners) l();
}

/** For useSyncExternalStore. */
export const problemLog = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): readonly Problem[] => problems,
};

/** The log as plain text, to paste into a message to customer service. */
export function problemsAsText(list: readonly Problem[]): string {
  return list
    .map((p) =>
      [new Date(p.at).toISOString(), p.page, `${p.kind} ${p.where}`, p.message, p.requestId ? `request ${p.requestId}` : '']
        .filter(Boolean)
        .join(' | '),
    )
    .join('\n');
}

let installed = false;
/** Scripts that break anywhere in the tab (an uncaught error, a promise nobody handled). */
export function installProblemLog(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an image) is not a broken script.
    if (!(event.error instanceof Error) && !event.message) return;
    recordProblem({ kind: 'script', where: `${event.filename}:${event.lineno}`, message: event.message || String(event.error) });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    // The API client's refusals are told where they happened; only the unexpected ones are problems.
    if (reason instanceof Error && reason.name === 'ApiError') return;
    recordProblem({ kind: 'script', where: 'promise', message: reason instanceof Error ? reason.message : String(reason) });
  });
}
