import { afterEach, describe, expect, it } from 'vitest';
import { clearProblems, PROBLEM_LOG_MAX, problemLog, problemsAsText, recordProblem } from './problem-log.ts';

afterEach(clearProblems);

describe("the session's problem log (the top bar's error-log badge)", () => {
  it('keeps the newest first, at most PROBLEM_LOG_MAX, and tells its listeners', () => {
    let told = 0;
    const stop = problemLog.subscribe(() => told++);
    for (let i = 1; i <= PROBLEM_LOG_MAX + 5; i++) recordProblem({ kind: 'request', where: `/api/x${i}.do`, message: 'Service Error' });
    stop();
    const list = problemLog.current();
    expect(list).toHaveLength(PROBLEM_LOG_MAX);
    expect(list[0]?.where).toBe(`/api/x${PROBLEM_LOG_MAX + 5}.do`);
    expect(told).toBe(PROBLEM_LOG_MAX + 5);
  });

  it('writes each problem as one line customer service can search by its reference', () => {
    recordProblem({
      kind: 'request',
      where: '/api/placeOrder.do',
      message: 'Internal error',
      requestId: 'f3b1c2d4-0000-4000-8000-000000000001',
    });
    recordProblem({ kind: 'script', where: 'app.js:10', message: 'x is undefined' });
    const [script, request] = problemsAsText(problemLog.current()).split('\n');
    expect(script).toMatch(/^\d{4}-\d\d-\d\dT.* \| script app\.js:10 \| x is undefined$/);
    expect(request).toMatch(/request \/api\/placeOrder\.do \| Internal error \| request f3b1c2d4-0000-4000-8000-000000000001$/);
  });
});
