import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

    const removed = await sweepOrphanWorkDirs(root, { ownId: 'me', isActive: async (id) => id === 'alive-2', log });
    expect(removed.sort()).toEqual(['cuecoach-analysis-old', 'worker-dead-1']);
    expect((await readdir(root)).sort()).toEqual([
      'cuecoach-analysis-recent',
      'keep.txt',
      'worker-alive-2',
      'worker-me',
    ]);
  });
});
