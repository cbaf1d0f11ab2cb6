import type { ReviewThread } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { orderThreads, threadsNear, threadsOnSegment } from './moments.ts';

const thread = (over: Partial<ReviewThread>): ReviewThread => ({
  id: 'x',
  author: { id: 'a', name: 'A', role: 'reviewer' },
  kind: 'praise',
  startSec: 0,
  endSec: 10,
  segmentIndex: null,
  body: 'b',
  rewrite: null,
  createdAt: '2026-11-26T10:00:00Z',
  resolvedAt: null,
  mine: false,
  replies: [],
  ...over,
});

describe('where a thread shows', () => {
  it('on its line when anchored to one, else on the line its range starts in', () => {
    const anchored = thread({ id: 'a', segmentIndex: 2, startSec: 0 });
    const ranged = thread({ id: 'r', startSec: 21, endSec: 40 });
    expect(threadsOnSegment([anchored, ranged], 2, { start: 40, end: 60 }).map((t) => t.id)).toEqual(['a']);
    expect(threadsOnSegment([anchored, ranged], 1, { start: 20, end: 40 }).map((t) => t.id)).toEqual(['r']);
  });

  it('next to a report item whose moment is in the range, with 5 s either side, not further', () => {
    const t = thread({ startSec: 20, endSec: 30 });
    expect(threadsNear([t], 16)).toHaveLength(1);
    expect(threadsNear([t], 35)).toHaveLength(1);
    expect(threadsNear([t], 36)).toHaveLength(0);
    expect(threadsNear([t], undefined)).toHaveLength(0);
  });

  it('lists open threads before resolved ones, each in class order', () => {
    const { open, resolved } = orderThreads([
      thread({ id: 'late', startSec: 50 }),
      thread({ id: 'done', startSec: 1, resolvedAt: '2026-11-26T11:00:00Z' }),
      thread({ id: 'early', startSec: 5 }),
    ]);
    expect(open.map((t) => t.id)).toEqual(['early', 'late']);
    expect(resolved.map((t) => t.id)).toEqual(['done']);
  });
});
