import { type Capabilities, defaultCreditRule } from '@cuecoach/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { capabilitiesFixture } from '@/testing/capabilities.ts';
import { LegalDocument } from './legal-document.tsx';

// The shared capabilities answer, for an English-only server with the free beta off.
const caps = (over: Partial<Capabilities>): Capabilities => ({
  ...capabilitiesFixture(false),
  languages: ['en'],
  creditRule: defaultCreditRule,
  ...over,
});

function renderDoc(doc: 'terms' | 'privacy', response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
  const router = createMemoryRouter([{ path: '/x', element: <LegalDocument doc={doc} /> }], { initialEntries: ['/x'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('legal pages', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('ko');
  });

  it('privacy states the retention the server is configured with, and that speech leaves the server when it does', async () => {
    renderDoc('privacy', () => json(caps({ retentionHours: 12, transcriber: 'openai' })));
    expect(await screen.findByText('Originals deleted automatically: 12 hours after upload')).toBeTruthy();
    expect(screen.getByText(/The original audio is deleted automatically 12 hours after upload/)).toBeTruthy();
    expect(screen.getByText(/uses an external speech-recognition service/)).toBeTruthy();
    expect(document.title).toBe('Privacy policy · CueCoach');
  });

  it('terms fall back to the 24-hour default when the server cannot be asked, and say local processing is the default', async () => {
    renderDoc('terms', () => json({ error: { code: 'internal', message: 'x' } }, 500));
    expect(await screen.findByText(/cannot be checked right now/)).toBeTruthy();
    expect(screen.getByText(/deleted automatically 24 hours \(the default/)).toBeTruthy();
    expect(
      screen.getByText(
        /By default, speech recognition, analysis and report writing all run on the operator’s own server/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/at least 14 years old .* at least 13 elsewhere/)).toBeTruthy();
    expect(screen.getByText(/at least 30 days before the closing date/)).toBeTruthy();
  });

  it('has a table of contents linking to every section heading', async () => {
    renderDoc('terms', () => json(caps({})));
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBe(14);
    for (const a of links) {
      const target = document.getElementById(a.getAttribute('href')?.slice(1) ?? '');
      expect(target?.querySelector('h2')?.textContent).toBe(a.textContent);
    }
    expect(await screen.findByText(/runs on the operator’s own server \(nothing is sent out\)/)).toBeTruthy();
  });
});
