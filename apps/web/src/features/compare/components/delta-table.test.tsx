import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { metricDeltas } from '@/lib/metric-catalog.ts';
import { DeltaTable } from './delta-table.tsx';

const earlier = {
  wpm: 175,
  articulationWpm: 230,
  talkShare: 0.6,
  silenceRatio: 0.25,
  avgPauseSec: 1.2,
  maxPauseSec: 6,
  fillersPer100: 4.2,
  cuesPerMinute: 5,
  clarity: 72,
  flow: 80,
  consistency: 70,
};
const later = { ...earlier, wpm: 150, fillersPer100: 5, cuesPerMinute: 5, clarity: 72, silenceRatio: 0.28 };

describe('compare: delta table', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows both values and a change named better or worse by each metric’s rule', () => {
    render(<DeltaTable deltas={metricDeltas(earlier, later)} earlier="Monday" later="Friday" />);
    const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));
    // Pace 175 → 150 moves into the 120–150 band: better, even though the number went down.
    expect(row('Pace').getByText('175')).toBeTruthy();
    expect(row('Pace').getByText(/−25/).textContent).toContain('Better');
    // More filler words is worse.
    expect(row('Filler words').getByText(/\+0\.8/).textContent).toContain('Worse');
    // Silence 25 % → 28 % stays inside 20–30 %: no change.
    expect(row('Silence ratio').getByText(/\+3%p/).textContent).toContain('No change');
    expect(screen.getByRole('columnheader', { name: 'Friday' })).toBeTruthy();
  });

  it('does not rely on colour alone: the verdict is in the text, in Korean too', async () => {
    await i18n.changeLanguage('ko');
    const { container } = render(<DeltaTable deltas={metricDeltas(earlier, later)} earlier="A" later="B" />);
    const pace = container.querySelector('[data-metric="wpm"]');
    expect(pace?.getAttribute('data-verdict')).toBe('better');
    expect(pace?.textContent).toContain('개선');
    expect(container.querySelector('[data-metric="fillersPer100"]')?.textContent).toContain('악화');
  });
});
