import { type AdminAnalytics, analyticsEventNames, pageBuckets, webVitalNames } from '@cuecoach/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

type Row = Record<string, string | number | null>;
const n = (v: unknown) => Number(v ?? 0);

/**
 * The funnel, counted over accounts created in the window. Every step after the landing is read from the tables
 * the product itself keeps (an account, a recording, a finished report), not from browser events, which an
 * ad-blocker, Do Not Track or the opt-out would leave out. Recordings a user deleted no longer count.
 */
async function funnel(database: Database, days: number): Promise<AdminAnalytics['funnel']> {
  const [row] = await queryRows<Row>(
    database.db,
    sql`
      with cohort as (select id from users where created_at >= now() - make_interval(days => ${days})),
      firsts as (
        select s.user_id, min(s.created_at) as first_at from sessions s join cohort c on c.id = s.user_id
        group by s.user_id
      )
      select
        (select count(*) from analytics_events
          where name = 'page_view' and bucket = 'landing'
            and received_at >= now() - make_interval(days => ${days})) as landing,
        (select count(*) from cohort) as signup,
        (select count(*) from firsts) as first_upload,
        (select count(distinct s.user_id) from sessions s join cohort c on c.id = s.user_id
          where s.status = 'completed') as first_report,
        (select count(*) from firsts f where exists (
          select 1 from sessions s where s.user_id = f.user_id and s.created_at > f.first_at
            and s.created_at <= f.first_at + interval '14 days')) as second_session
    `,
  );
  return [
    { step: 'landing', count: n(row?.landing) },
    { step: 'signup', count: n(row?.signup) },
    { step: 'firstUpload', count: n(row?.first_upload) },
    { step: 'firstReport', count: n(row?.first_report) },
    { step: 'secondSession', count: n(row?.second_session) },
  ];
}

/** Signed-in readers per UTC day: distinct daily hashes (signed-out readers carry none and are not counted). */
async function dailyActive(database: Database, days: number): Promise<AdminAnalytics['dailyActive']> {
  const result = await queryRows<Row>(
    database.db,
    sql`
      with days as (
        select ((now() at time zone 'UTC')::date - g)::date as day from generate_series(0, ${days - 1}) as g
      )
      select to_char(d.day, 'YYYY-MM-DD') as date,
        (select count(distinct e.daily_user_hash) from analytics_events e
          where e.daily_user_hash is not null and (e.received_at at time zone 'UTC')::date = d.day) as users
      from days d order by d.day
    `,
  );
  return result.map((r) => ({ date: String(r.date), users: n(r.users) }));
}

/** p75 of each Core Web Vital per page bucket, as Google's own reports summarise them. */
async function webVitals(database: Database, days: number): Promise<AdminAnalytics['webVitals']> {
  const result = await queryRows<Row>(
    database.db,
    sql`
      select bucket, props->>'metric' as metric,
        percentile_cont(0.75) within group (order by (props->>'value')::float8) as p75,
        count(*) as samples
      from analytics_events
      where name = 'performance_metrics' and received_at >= now() - make_interval(days => ${days})
        and jsonb_typeof(props->'value') = 'number'
        and props->>'metric' in (${sql.join(
          webVitalNames.map((m) => sql`${m}`),
          sql`, `,
        )})
      group by 1, 2 order by 1, 2
    `,
  );
  return result
    .filter((r) => (pageBuckets as readonly string[]).includes(String(r.bucket)))
    .map((r) => ({
      bucket: r.bucket as AdminAnalytics['webVitals'][number]['bucket'],
      metric: r.metric as AdminAnalytics['webVitals'][number]['metric'],
      p75: Math.round(n(r.p75) * 1000) / 1000,
      samples: n(r.samples),
    }));
}

async function eventCounts(database: Database, days: number): Promise<AdminAnalytics['events']> {
  const result = await queryRows<Row>(
    database.db,
    sql`
      select name, count(*) as count from analytics_events
      where received_at >= now() - make_interval(days => ${days}) group by name
    `,
  );
  const counts = new Map(result.map((r) => [String(r.name), n(r.count)]));
  return analyticsEventNames.map((name) => ({ name, count: counts.get(name) ?? 0 }));
}

/** The figures of the admin's analytics tab over the last `days` days (asked one after another, as before). */
export async function adminAnalyticsFigures(
  database: Database,
  days: number,
): Promise<Pick<AdminAnalytics, 'funnel' | 'dailyActive' | 'webVitals' | 'events'>> {
  return {
    funnel: await funnel(database, days),
    dailyActive: await dailyActive(database, days),
    webVitals: await webVitals(database, days),
    events: await eventCounts(database, days),
  };
}
