/**
 * Where the server instances spend their CPU (`npm run load -- --profile`): each instance runs
 * with Node's `--cpu-prof`, the profile is written when it stops, and this module sums the
 * sampled self time by area (an npm package, a folder of `server/` or `src/`, Node itself, the
 * garbage collector) and by function, over the samples taken while one scenario ran.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds of the system's monotonic clock (as `process.hrtime`). */
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Shares of the busy (non-idle) samples, in percent. */
export interface ProfileSummary {
  files: number;
  /** Busy milliseconds sampled over all instances. */
  busyMs: number;
  /** Busy milliseconds per profile file (`instance-N/CPU.….cpuprofile`, one per thread). */
  perFile: Record<string, number>;
  byArea: Array<{ area: string; pct: number }>;
  byFunction: Array<{ fn: string; pct: number }>;
}

/** The area a frame belongs to: npm package, project folder, Node, or a V8 pseudo-frame. */
function areaOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node core';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const project = url.match(/\/(server|src)\/([^/]+)/);
  if (project) return `${project[1]}/${project[2]!.replace(/\.tsx?$/, '')}`;
  return 'other';
}

/** Now on the clock of the profiles' sample times (microseconds, `process.hrtime`). */
export function profileClockUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * Sums the `.cpuprofile` files under `dir` (one folder per instance), counting only the samples
 * taken within `window` (from {@link profileClockUs}) when given.
 * @returns null when there is none.
 */
export function summariseProfiles(dir: string, window?: { fromUs: number; toUs: number }): ProfileSummary | null {
  // One folder per instance; one file per thread (the main thread, tsx's module loader thread).
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.cpuprofile'));
  if (files.length === 0) return null;
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  const perFile: Record<string, number> = {};
  for (const file of files) {
    const busyBefore = busy;
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    // Self time per sample: the delta to the next sample (microseconds).
    const self = new Map<number, number>();
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    let at = profile.startTime;
    for (let i = 0; i < samples.length; i += 1) {
      at += deltas[i] ?? 0;
      if (window && (at < window.fromUs || at > window.toUs)) continue;
      const us = deltas[i + 1] ?? 0;
      self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + us);
    }
    for (const [id, us] of self) {
      const node = byId.get(id);
      if (!node || node.callFrame.functionName === '(idle)') continue;
      busy += us;
      const area = areaOf(node.callFrame);
      areas.set(area, (areas.get(area) ?? 0) + us);
      const where = node.callFrame.url ? `${node.callFrame.url.replace(/^.*\/(node_modules|server|src)\//, '$1/')}:${node.callFrame.lineNumber + 1}` : '';
      const fn = `${node.callFrame.functionName || '(anonymous)'} ${where}`.trim();
      functions.set(fn, (functions.get(fn) ?? 0) + us);
    }
    perFile[file] = Math.round((busy - busyBefore) / 1000);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, us]) => [key, Math.round((us / Math.max(1, busy)) * 1000) / 10] as const);
  return {
    files: files.length,
    busyMs: Math.round(busy / 1000),
    perFile,
    byArea: top(areas, 15).map(([area, pct]) => ({ area, pct })),
    byFunction: top(functions, 15).map(([fn, pct]) => ({ fn, pct })),
  };
}
