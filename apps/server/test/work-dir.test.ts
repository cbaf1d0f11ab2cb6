import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepStaleWorkDirs } from '../src/jobs/work-dir.ts';

const root = mkdtempSync(path.join(tmpdir(), 'cuecoach-workdir-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const log = { info: () => {}, warn: () => {} };

describe('analysis scratch folders', () => {
  it('removes folders a killed worker left behind, keeps recent ones and unrelated files', async () => {
    const old = path.join(root, 'cuecoach-analysis-old');
    const recent = path.join(root, 'cuecoach-analysis-recent');
    mkdirSync(old);
    writeFileSync(path.join(old, 'audio.f32'), Buffer.alloc(1024));
    mkdirSync(recent);
    writeFileSync(path.join(root, 'keep.txt'), 'x');
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    utimesSync(old, dayAgo, dayAgo);

    expect(await sweepStaleWorkDirs(root, log)).toBe(1);
    expect((await readdir(root)).sort()).toEqual(['cuecoach-analysis-recent', 'keep.txt']);
  });
});
