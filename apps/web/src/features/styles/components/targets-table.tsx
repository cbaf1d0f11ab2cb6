import type { AnalysisLanguage, Style } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { targetRows } from '../lib/target-rows.ts';

export function TargetsTable({ style, language }: { style: Style; language: AnalysisLanguage }) {
  const { t, i18n } = useTranslation(['styles']);
  const rows = targetRows(style, language, t, i18n.language);
  return (
    <table className="w-full text-left text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('styles:detail.metric')}</th>
          <th scope="col">{t('styles:detail.target')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((r) => (
          <tr key={r.key} data-testid={`target-${r.key}`}>
            <th scope="row" className="py-2 pr-4 font-medium">
              {r.label}
            </th>
            <td className="py-2 tabular-nums">{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
