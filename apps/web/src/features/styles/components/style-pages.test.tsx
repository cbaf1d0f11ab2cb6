import { styles, styleTargets } from '@cuecoach/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { StyleDetailPage } from './style-detail-page.tsx';
import { StylesPage } from './styles-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/styles', Component: StylesPage },
      { path: '/styles/:styleKey', Component: StyleDetailPage },
      { path: '/upload', element: <p>upload page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const cell = (key: string) => within(screen.getByTestId(`target-${key}`)).getByRole('cell').textContent;

describe('style pages', () => {
  beforeEach(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('ko');
  });

  it('lists all 22 styles under their five groups, each linking to its page', () => {
    renderAt('/styles');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Yoga',
      'Pilates',
      'Dance',
      'Fitness',
      'Presentation',
    ]);
    const links = screen.getAllByRole('listitem').map((li) => within(li).getByRole('link'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(styles.map((s) => `/styles/${s}`));
    // The card's visible text is its accessible name (style name first), with the real pace band.
    expect(links[3]?.textContent).toMatch(/^Yin.*Pace 70–110 words per minute$/);
    expect(document.title).toBe('Teaching styles · CueCoach');
  });

  it('in Korean, names styles as instructors say them and picks particles by the final consonant', async () => {
    await i18n.changeLanguage('ko');
    renderAt('/styles/yin');
    expect(screen.getByRole('heading', { level: 1, name: '인 요가' })).toBeTruthy();
    expect(screen.getByText(/스타일로 인 요가를 고르면/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\(를\)|\(을\)|\(가\)|\(는\)/);
  });

  it('an unknown style key shows the not-found page', () => {
    renderAt('/styles/underwater-basket-weaving');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('The targets CueCoach uses')).toBeNull();
  });

  it('shows the yin targets the analysis scores against, for English and Korean classes', async () => {
    renderAt('/styles/yin');
    expect(screen.getByRole('heading', { level: 1, name: 'Yin' })).toBeTruthy();
    const en = styleTargets('yin', 'en');
    expect(cell('wpm')).toBe(`${en.wpm.min}–${en.wpm.max} words per minute`);
    expect(cell('deadAir')).toBe(`${en.deadAirSec} s or longer in one go`);
    expect(cell('silenceRatio')).toBe(`${en.silenceRatio.min * 100}%–${en.silenceRatio.max * 100}%`);
    expect(cell('fillers')).toBe(`at most ${en.fillersPer100Max} per 100 words`);
    expect(cell('cueDensity')).toBe(`${en.cuesPerMinute.min}–${en.cuesPerMinute.max} per minute`);
    expect(screen.queryByTestId('target-syllables')).toBeNull();
    // Yin does not coach direction words: the cue list is the table's, in its order.
    const cues = within(screen.getByTestId('cue-categories')).getAllByRole('listitem');
    expect(cues.map((li) => li.textContent)).toEqual(['Breathing', 'Alignment', 'Transition']);

    await userEvent.click(screen.getByRole('radio', { name: 'Korean class' }));
    const ko = styleTargets('yin', 'ko');
    expect(cell('wpm')).toBe(`${ko.wpm.min}–${ko.wpm.max} eojeol per minute`);
    expect(cell('syllables')).toBe(`${ko.syllablesPerMinute?.min}–${ko.syllablesPerMinute?.max} syllables per minute`);
  });

  it('states when breathing cues are not expected and links to an upload of that style', async () => {
    const router = renderAt('/styles/business');
    expect(screen.getByText('Breathing cues are not expected in this style.')).toBeTruthy();
    expect(cell('deadAir')).toBe(`${styleTargets('business', 'en').deadAirSec} s or longer in one go`);
    await userEvent.click(screen.getByRole('link', { name: 'Upload a Business class' }));
    expect(router.state.location.pathname).toBe('/upload');
    expect(router.state.location.search).toBe('?style=business');
  });

  it('in Korean, defaults to Korean-class bands and writes Beginner difficulty into the JSON-LD', async () => {
    await i18n.changeLanguage('ko');
    renderAt('/styles/hiit');
    const ko = styleTargets('hiit', 'ko');
    expect(cell('wpm')).toBe(`분당 ${ko.wpm.min}–${ko.wpm.max}어절`);
    const ld = JSON.parse(document.getElementById('page-jsonld')?.textContent ?? '{}');
    expect(ld).toMatchObject({ '@type': 'LearningResource', name: 'HIIT', educationalLevel: 'Beginner' });
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('HIIT');
  });
});
