import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerDir, sweepOrphanWorkDirs } from '../src/jobs/work-dir.ts';

const root = mkdtempSync(path.join(tmpdir(), 'cuecoach-workdir-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const log = { info: () => {}, warn: () => {} };

describe('analysis scratch folders', () => {
  it('removes the folders of dead workers whatever their age, keeps live workers’ and unrelated files', async () => {
    const dead = await createWorkerDir(root, 'dead-1');
    mkdirSync(path.join(dead, 'cuecoach-analysis-abc'));
    writeFileSync(path.join(dead, 'cuecoach-analysis-abc', 'audio.f32'), Buffer.alloc(1024));
    await createWorkerDir(root, 'alive-2');
    await createWorkerDir(root, 'me');
    // Folders of versions before the registry: only the old one goes.
    const oldLegacy = path.join(root, 'cuecoach-analysis-old');
    mkdirSync(oldLegacy);
    mkdirSync(path.join(root, 'cuecoach-analysis-recent'));
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    utimesSync(oldLegacy, dayAgo, dayAgo);
    writeFileSync(path.join(root, 'keep.txt'), 'x');

    const removed = await sweepOrphanWorkDirs(root, {
      ownId: 'me',
      liveness: async (id) => (id === 'alive-2' ? 'alive' : 'dead'),
      log,
    });
    expect(removed.sort()).toEqual(['cuecoach-analysis-old', 'worker-dead-1']);
    expect((await readdir(root)).sort()).toEqual([
      'cuecoach-analysis-recent',
      'keep.txt',
      'worker-alive-2',
      'worker-me',
    ]);
  });

  it('keeps a folder the registry does not know while its process still runs on this machine', async () => {
    const dir = await createWorkerDir(root, 'other-database');
    // Owned by a process that runs (this test's parent), as a worker of another installation would be.
    writeFileSync(path.join(dir, 'owner.json'), JSON.stringify({ host: hostname(), pid: process.ppid }));
    const removed = await sweepOrphanWorkDirs(root, { ownId: 'me', liveness: async () => 'unknown', log });
    expect(removed).not.toContain('worker-other-database');
    writeFileSync(path.join(dir, 'owner.json'), JSON.stringify({ host: hostname(), pid: 2 ** 22 + 1 }));
    expect(await sweepOrphanWorkDirs(root, { ownId: 'me', liveness: async () => 'unknown', log })).toEqual([
      'worker-other-database',
    ]);
  });
});
