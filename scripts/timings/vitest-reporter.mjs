// A vitest reporter: each test file's own seconds (its worker's preparation, importing the file and all it
// pulls in, its setup, its tests and hooks). Prints the slowest at the end and keeps the whole list.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT, round, slowestTable, timingsFile } from './timings.mjs';

export default class SlowestFiles {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    const files = modules.map((m) => {
      const d = m.diagnostic();
      const importing = (d.prepareDuration + d.collectDuration + d.setupDuration) / 1000;
      return {
        file: relative(ROOT, m.moduleId),
        seconds: round(importing + d.duration / 1000),
        importSeconds: round(importing),
        tests: [...m.children.allTests()].length,
      };
    });
    files.sort((a, b) => b.seconds - a.seconds);
    const path = timingsFile('vitest');
    writeFileSync(path, `${JSON.stringify(files, null, 1)}\n`);
    const n = Number(process.env.SLOWEST ?? 20);
    console.log(`\nThe ${n} slowest vitest files, of ${files.length} (all in ${relative(ROOT, path)}):`);
    console.log(slowestTable(files, n));
  }
}
