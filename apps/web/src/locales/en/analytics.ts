import type { analytics as ko } from '../ko/analytics.ts';
import type { Translation } from '../types.ts';

export const analytics: Translation<typeof ko> = {
  optOut: {
    title: 'Usage statistics',
    body: 'To improve the service, usage statistics such as which screens were opened and how fast pages loaded are stored on this server only. No cookies, IP addresses or anything you type are stored, and nothing goes to an outside analytics service.',
    label: 'Send usage statistics from this browser',
    state: {
      on: 'On. Turn it off and this browser sends nothing.',
      off: 'Off. This browser sends no usage statistics.',
      dnt: 'Your browser’s Do Not Track or Global Privacy Control setting is on, so no usage statistics are sent.',
    },
  },
  admin: {
    reviews: {
      title: 'Peer feedback',
      sharedSessions: 'Shared sessions',
      invitationsSent: 'Invitations sent',
      invitationsAccepted: 'Invitations accepted',
      linksCreated: 'Review links made',
      activeReviewers: 'Reviewers with access',
      commenters: 'People who commented',
      threads: 'Threads',
      replies: 'Replies',
      note: 'All-time counts. Admins never see a comment, an address or a class title.',
    },
    tab: 'Analytics',
    heading: 'Analytics',
    intro:
      'Collected by this server itself. Browsers with Do Not Track, users who turned statistics off and visitors with ad blockers are not included.',
    period: 'Period',
    days_one: 'Last {{count}} day',
    days_other: 'Last {{count}} days',
    loadFailed: 'Could not load the analytics.',
    retry: 'Try again',
    funnel: {
      title: 'Conversion funnel',
      note: 'The first step counts landing page views (no visitor is identified); the others count accounts created in the period that reached each step, read from the service’s own data.',
      steps: {
        landing: 'Landing views',
        signup: 'Sign-ups',
        firstUpload: 'First upload',
        firstReport: 'First report',
        secondSession: 'Second session within 14 days',
      },
      ofPrevious: '{{percent}}% of the step before',
    },
    dau: {
      title: 'Daily active users',
      note: 'Users who opened a screen while signed in. Counted with an anonymous value that changes every day, so nobody can be followed from one day to the next.',
      date: 'Date',
      users: 'Users',
      today: 'Today {{count}}',
      peak: 'Peak {{count}}',
    },
    vitals: {
      title: 'Web Vitals p75 by page group',
      note: 'Measured on the first page opened in each tab. Good: LCP up to 2.5 s, INP up to 200 ms, CLS up to 0.1.',
      bucket: 'Page group',
      samples_one: '{{count}} sample',
      samples_other: '{{count}} samples',
      empty: 'No measurements yet.',
    },
    events: {
      title: 'Events',
      name: 'Event',
      count: 'Count',
    },
    buckets: {
      landing: 'Landing',
      signup: 'Sign-up',
      upload: 'Upload',
      analysis: 'Analysis',
      feedback: 'Feedback',
      retention: 'Retention',
      other: 'Other',
    },
    settings: 'Kept for {{days}} days · forwarding: {{forwarding}}',
    forwarding: {
      off: 'off',
      plausible: 'Plausible',
      umami: 'Umami',
    },
  },
};
