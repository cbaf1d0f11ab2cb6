import { analysisLanguages, sessionSortKeys, sessionStatuses, styleGroups, stylesByGroup } from '@cuecoach/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, Input, Select } from '@/components/ui/field.tsx';

export type Filters = {
  q: string;
  status: string;
  style: string;
  language: string;
  from: string;
  to: string;
  sort: string;
  order: string;
};

export function SessionFilters({
  filters,
  onChange,
  onReset,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('sessions');
  // Typing searches after a short pause, not on every keystroke.
  const [q, setQ] = useState(filters.q);
  useEffect(() => setQ(filters.q), [filters.q]);
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    if (q === filters.q) return;
    const id = setTimeout(() => change.current({ q }), 300);
    return () => clearTimeout(id);
  }, [q, filters.q]);
  return (
    <section aria-label={t('list.filters')} className="no-print mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <div className="col-span-2 lg:col-span-1">
        <Field label={t('list.search')}>
          {(p) => <Input {...p} type="search" value={q} onChange={(e) => setQ(e.target.value)} />}
        </Field>
      </div>
      <Field label={t('list.statusFilter')}>
        {(p) => (
          <Select {...p} value={filters.status} onChange={(e) => onChange({ status: e.target.value })}>
            <option value="">{t('list.all')}</option>
            {sessionStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('list.styleFilter')}>
        {(p) => (
          <Select {...p} value={filters.style} onChange={(e) => onChange({ style: e.target.value })}>
            <option value="">{t('list.all')}</option>
            {styleGroups.map((g) => (
              <optgroup key={g} label={t(`styleGroup.${g}`)}>
                {stylesByGroup[g].map((s) => (
                  <option key={s} value={s}>
                    {t(`style.${s}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('list.languageFilter')}>
        {(p) => (
          <Select {...p} value={filters.language} onChange={(e) => onChange({ language: e.target.value })}>
            <option value="">{t('list.all')}</option>
            {analysisLanguages.map((l) => (
              <option key={l} value={l}>
                {t(`language.${l}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('list.from')}>
        {(p) => <Input {...p} type="date" value={filters.from} onChange={(e) => onChange({ from: e.target.value })} />}
      </Field>
      <Field label={t('list.to')}>
        {(p) => <Input {...p} type="date" value={filters.to} onChange={(e) => onChange({ to: e.target.value })} />}
      </Field>
      <Field label={t('list.sortBy')}>
        {(p) => (
          <Select {...p} value={filters.sort} onChange={(e) => onChange({ sort: e.target.value })}>
            {sessionSortKeys.map((k) => (
              <option key={k} value={k}>
                {t(`list.sort.${k}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {/* The whole row on a phone: in one column of two the order select was squeezed to "내" beside the button. */}
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Select
          aria-label={t('list.orderLabel')}
          value={filters.order}
          onChange={(e) => onChange({ order: e.target.value })}
        >
          <option value="desc">{t('list.order.desc')}</option>
          <option value="asc">{t('list.order.asc')}</option>
        </Select>
        <Button variant="secondary" onClick={onReset} className="shrink-0">
          {t('list.reset')}
        </Button>
      </div>
    </section>
  );
}
