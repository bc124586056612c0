import { type ReactNode, Suspense, useState } from 'react';

/**
 * A lazily loaded dialog or drawer of the shell (React.lazy), rendered from the first time it is
 * opened on and kept afterwards, so its closing still animates: what nobody opens is never fetched,
 * and the shell's first load carries none of it (issue 27).
 */
export function OnDemand({ open, children }: { open: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
