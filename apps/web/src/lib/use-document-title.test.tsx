import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/ui/card.tsx';
import { i18n } from './i18n.ts';

describe('document title of signed-in pages', () => {
  beforeEach(async () => {
    document.title = '큐코치';
    await i18n.changeLanguage('ko');
  });

  it('names the page and the app in the tab, and gives the old title back on leaving', () => {
    const page = render(<PageHeader title="대시보드" />);
    expect(document.title).toBe('대시보드 · 큐코치');
    page.rerender(<PageHeader title="세션 비교" />);
    expect(document.title).toBe('세션 비교 · 큐코치');
    page.unmount();
    expect(document.title).toBe('큐코치');
  });

  it('follows the interface language', async () => {
    render(<PageHeader title="Dashboard" />);
    await i18n.changeLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Dashboard · CueCoach');
  });
});
