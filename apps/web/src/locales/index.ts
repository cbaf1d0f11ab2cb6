import { account as enAccount } from './en/account.ts';
import { admin as enAdmin } from './en/admin.ts';
import { analytics as enAnalytics } from './en/analytics.ts';
import { auth as enAuth } from './en/auth.ts';
import { common as enCommon } from './en/common.ts';
import { compare as enCompare } from './en/compare.ts';
import { completionNotice as enCompletionNotice } from './en/completion-notice.ts';
import { dashboard as enDashboard } from './en/dashboard.ts';
import { diagnostics as enDiagnostics } from './en/diagnostics.ts';
import { engineStatus as enEngineStatus } from './en/engine-status.ts';
import { landing as enLanding } from './en/landing.ts';
import { legal as enLegal } from './en/legal.ts';
import { liveCheck as enLiveCheck } from './en/live-check.ts';
import { onboarding as enOnboarding } from './en/onboarding.ts';
import { reviews as enReviews } from './en/reviews.ts';
import { sampleReport as enSampleReport } from './en/sample-report.ts';
import { sessionDetail as enSessionDetail } from './en/session-detail.ts';
import { sessions as enSessions } from './en/sessions.ts';
import { styles as enStyles } from './en/styles.ts';
import { ui as enUi } from './en/ui.ts';
import { upload as enUpload } from './en/upload.ts';
import { workers as enWorkers } from './en/workers.ts';
import { account as koAccount } from './ko/account.ts';
import { admin as koAdmin } from './ko/admin.ts';
import { analytics as koAnalytics } from './ko/analytics.ts';
import { auth as koAuth } from './ko/auth.ts';
import { common as koCommon } from './ko/common.ts';
import { compare as koCompare } from './ko/compare.ts';
import { completionNotice as koCompletionNotice } from './ko/completion-notice.ts';
import { dashboard as koDashboard } from './ko/dashboard.ts';
import { diagnostics as koDiagnostics } from './ko/diagnostics.ts';
import { engineStatus as koEngineStatus } from './ko/engine-status.ts';
import { landing as koLanding } from './ko/landing.ts';
import { legal as koLegal } from './ko/legal.ts';
import { liveCheck as koLiveCheck } from './ko/live-check.ts';
import { onboarding as koOnboarding } from './ko/onboarding.ts';
import { reviews as koReviews } from './ko/reviews.ts';
import { sampleReport as koSampleReport } from './ko/sample-report.ts';
import { sessionDetail as koSessionDetail } from './ko/session-detail.ts';
import { sessions as koSessions } from './ko/sessions.ts';
import { styles as koStyles } from './ko/styles.ts';
import { ui as koUi } from './ko/ui.ts';
import { upload as koUpload } from './ko/upload.ts';
import { workers as koWorkers } from './ko/workers.ts';

/** One namespace per feature; each feature adds its ko/en pair here. */
export const resources = {
  ko: {
    common: koCommon,
    auth: koAuth,
    onboarding: koOnboarding,
    landing: koLanding,
    ui: koUi,
    sessions: koSessions,
    upload: koUpload,
    completionNotice: koCompletionNotice,
    sessionDetail: koSessionDetail,
    compare: koCompare,
    dashboard: koDashboard,
    styles: koStyles,
    legal: koLegal,
    sampleReport: koSampleReport,
    diagnostics: koDiagnostics,
    account: koAccount,
    admin: koAdmin,
    workers: koWorkers,
    engineStatus: koEngineStatus,
    liveCheck: koLiveCheck,
    analytics: koAnalytics,
    reviews: koReviews,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    onboarding: enOnboarding,
    landing: enLanding,
    ui: enUi,
    sessions: enSessions,
    upload: enUpload,
    completionNotice: enCompletionNotice,
    sessionDetail: enSessionDetail,
    compare: enCompare,
    dashboard: enDashboard,
    styles: enStyles,
    legal: enLegal,
    sampleReport: enSampleReport,
    diagnostics: enDiagnostics,
    account: enAccount,
    admin: enAdmin,
    workers: enWorkers,
    engineStatus: enEngineStatus,
    liveCheck: enLiveCheck,
    analytics: enAnalytics,
    reviews: enReviews,
  },
} as const;

export const namespaces = Object.keys(resources.ko) as (keyof typeof resources.ko)[];
