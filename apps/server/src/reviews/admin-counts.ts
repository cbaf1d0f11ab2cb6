import type { AdminReviewCounts } from '@cuecoach/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

/**
 * Peer feedback in numbers for the admin: how much sharing happens and how far it goes (invitation sent →
 * accepted → first comment). Counts only; no query here reads a comment's text, an address or a title.
 */
export async function adminReviewCounts(db: DbOrTx): Promise<AdminReviewCounts> {
  const [row = {}] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`
    select
      (select count(distinct session_id) from review_shares) as shared_sessions,
      (select count(*) from review_shares where kind = 'invitation') as invitations_sent,
      (select count(*) from review_shares where kind = 'invitation' and accepted_at is not null) as invitations_accepted,
      (select count(*) from review_shares where kind = 'link') as links_created,
      (select count(distinct g.reviewer_id) from review_grants g join review_shares s on s.id = g.share_id
         where g.revoked_at is null and (s.kind = 'invitation' or s.expires_at > now())) as active_reviewers,
      (select count(*) from review_comments where parent_id is null) as threads,
      (select count(*) from review_comments where parent_id is not null) as replies,
      (select count(distinct author_id) from review_comments) as commenters`,
  );
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    sharedSessions: n('shared_sessions'),
    invitationsSent: n('invitations_sent'),
    invitationsAccepted: n('invitations_accepted'),
    linksCreated: n('links_created'),
    activeReviewers: n('active_reviewers'),
    threads: n('threads'),
    replies: n('replies'),
    commenters: n('commenters'),
  };
}
