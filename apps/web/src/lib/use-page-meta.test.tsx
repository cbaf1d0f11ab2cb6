import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { softwareApplicationLd, usePageMeta } from './use-page-meta.ts';

function Page({ title, text }: { title: string; text: string }) {
  usePageMeta({ title, description: 'A page', appName: 'CueCoach', jsonLd: { '@type': 'Thing', name: text } });
  return null;
}

describe('usePageMeta', () => {
  it('sets title, description and JSON-LD, and puts the previous title back on unmount', () => {
    document.title = 'Before';
    const view = render(<Page title="Terms" text="x" />);
    expect(document.title).toBe('Terms · CueCoach');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('A page');
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Terms · CueCoach');
    expect(document.querySelectorAll('script[type="application/ld+json"]').length).toBe(1);
    view.unmount();
    expect(document.title).toBe('Before');
    expect(document.getElementById('page-jsonld')).toBeNull();
  });

  it('cannot be broken out of its script element by page text', () => {
    render(<Page title="T" text="</script><img src=x onerror=alert(1)>" />);
    const script = document.getElementById('page-jsonld');
    expect(script?.textContent).not.toContain('</script');
    expect(JSON.parse(script?.textContent ?? '{}').name).toBe('</script><img src=x onerror=alert(1)>');
  });

  it('describes the app as free: a 0 USD offer', () => {
    expect(
      softwareApplicationLd({ name: 'CueCoach', description: 'd', url: 'http://x/', language: 'en' }).offers,
    ).toEqual({
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'USD',
    });
  });
});
