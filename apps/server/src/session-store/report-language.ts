import type { AnalysisLanguage } from '@cuecoach/contracts';
import type { SessionRow } from '../db/schema/index.ts';

/** The language a session's stored report is written in (reports from before the column: their own field). */
export function storedReportLanguage(
  row: Pick<SessionRow, 'report' | 'reportLanguage' | 'language'>,
): AnalysisLanguage {
  return row.reportLanguage ?? row.report?.language ?? row.language;
}
