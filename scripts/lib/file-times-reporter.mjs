// A vitest reporter that writes each test file's wall time, set-up and imports included, as JSON lines
// `{"file":..., "seconds":...}` to the path in FILE_TIMES_OUT, so that npm test can name its slowest files.
import { appendFileSync } from 'node:fs';

export default class FileTimesReporter {
  onTestRunEnd(testModules) {
    const out = process.env.FILE_TIMES_OUT;
    if (!out) return;
    const lines = testModules.map((testModule) => {
      const times = testModule.diagnostic();
      const ms = times.environmentSetupDuration + times.prepareDuration + times.collectDuration + times.setupDuration + times.duration;
      return JSON.stringify({ file: testModule.moduleId, seconds: ms / 1000 });
    });
    if (lines.length > 0) appendFileSync(out, `${lines.join('\n')}\n`);
  }
}
