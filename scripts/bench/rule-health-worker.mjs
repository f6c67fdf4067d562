// The worker thread of scripts/bench/rule-health.mjs: loads the checks, says it is ready, then runs
// them once over the input it receives and reports the timings.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { runChecks } = await tsImport(workerData.checksModule, {
  parentURL: import.meta.url,
  tsconfig: workerData.tsconfig,
});
parentPort.once('message', (input) => {
  const receivedAt = performance.timeOrigin + performance.now();
  const perCheckMs = {};
  const findings = {};
  const started = performance.now();
  const cpuBefore = process.threadCpuUsage();
  for (const check of workerData.checks) {
    const checkStarted = performance.now();
    const [result] = runChecks(input, [check]);
    perCheckMs[check] = Math.round(performance.now() - checkStarted);
    findings[check] = result.findings.length;
  }
  const cpu = process.threadCpuUsage(cpuBefore);
  const threadCpuMs = (cpu.user + cpu.system) / 1000;
  parentPort.postMessage({
    checksMs: performance.now() - started,
    threadCpuMs,
    perCheckMs,
    findings,
    receivedAt,
  });
});
parentPort.postMessage({ type: 'ready' });
