import { describe, expect, it } from 'vitest';
import { isPlainText, newReviewComment, newReviewReply } from './reviews.ts';

const comment = (body: string) => ({ kind: 'suggestion', startSec: 1, endSec: 2, body });

describe('review comments: the title rule, on several lines', () => {
  it('accepts what people write, over several lines, in any script, with emoji', () => {
    expect(isPlainText('호흡 큐를 먼저 주세요.\n그다음 동작을 안내합니다.')).toBe(true);
    expect(isPlainText('Flow — level 2 (50%) 👩‍🏫\tok')).toBe(true);
    expect(newReviewComment.safeParse(comment('  trimmed  ')).data?.body).toBe('trimmed');
  });

  it('refuses markup brackets and invisible characters, like a title', () => {
    for (const body of ['<b>bold</b>', 'a > b', 'x\u202Ey', 'nul\u0000', 'b\uFEFFom']) {
      expect(isPlainText(body)).toBe(false);
      expect(newReviewComment.safeParse(comment(body)).success).toBe(false);
    }
  });

  it('refuses empty and over-long texts, a backwards moment and an unknown kind', () => {
    expect(newReviewReply.safeParse({ body: '   ' }).success).toBe(false);
    expect(newReviewReply.safeParse({ body: 'x'.repeat(2001) }).success).toBe(false);
    expect(newReviewComment.safeParse({ ...comment('ok'), startSec: 5, endSec: 1 }).success).toBe(false);
    expect(newReviewComment.safeParse({ ...comment('ok'), kind: 'shout' }).success).toBe(false);
  });
});
