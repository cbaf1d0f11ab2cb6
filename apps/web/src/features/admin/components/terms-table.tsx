import type { LexiconTerm } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { loose } from '@/lib/loose-t.ts';

const columns = ['term', 'locale', 'category', 'scope', 'weight', 'active', 'actions'] as const;

/** The admin's dictionary terms, one row each, with edit and delete. */
export function TermsTable({
  terms,
  onEdit,
  onDelete,
}: {
  terms: LexiconTerm[];
  onEdit: (term: LexiconTerm) => void;
  onDelete: (term: LexiconTerm) => void;
}) {
  const t = loose(useTranslation('admin').t);
  const ts = loose(useTranslation('sessions').t);
  const scope = (term: LexiconTerm) =>
    term.style
      ? ts(`style.${term.style}`)
      : term.group
        ? ts(`styleGroup.${term.group}`)
        : t('dictionary.fields.anyGroup');
  return (
    <Card className="overflow-x-auto p-0" data-scroll-x>
      <table className="w-full text-left text-sm">
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            {columns.map((c) => (
              <th key={c} className="px-3 py-2 font-medium">
                {t(`dictionary.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.id} className="border-t border-slate-200 dark:border-slate-800">
              <td className="px-3 py-2 break-all">
                {term.term}
                {term.isRegex && <code className="ml-2 text-xs">/{term.pattern || term.term}/</code>}
              </td>
              <td className="px-3 py-2">{t(`dictionary.locales.${term.locale}`)}</td>
              <td className="px-3 py-2">{t(`dictionary.categories.${term.category}`)}</td>
              <td className="px-3 py-2">{scope(term)}</td>
              <td className="px-3 py-2 tabular-nums">{term.weight}</td>
              <td className="px-3 py-2">{term.active ? t('dictionary.yes') : t('dictionary.no')}</td>
              <td className="px-3 py-2">
                <span className="flex gap-2">
                  <Button
                    variant="secondary"
                    aria-label={`${t('dictionary.edit')}: ${term.term}`}
                    onClick={() => onEdit(term)}
                  >
                    {t('dictionary.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`${t('dictionary.delete')}: ${term.term}`}
                    onClick={() => onDelete(term)}
                  >
                    {t('dictionary.delete')}
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
