import { expect, type Page } from '@playwright/test';

/** Phone width the layout checks run at (every page works at 360–414 px; 390 px is a common phone). */
export const phoneViewport = { width: 390, height: 844 };

export type LayoutProblem = {
  kind: 'page-overflow' | 'element-overflow' | 'scroll-x' | 'one-char-line';
  detail: string;
};

/**
 * Runs in the page. Finds what a phone user would see as broken layout:
 * - page-overflow: the document scrolls sideways (scrollWidth > innerWidth);
 * - element-overflow: a visible element sticks out of the viewport, left or right (unless it sits inside a
 *   horizontal scroll container, which is reported on its own);
 * - scroll-x: an element that scrolls sideways, unless it opts in with data-scroll-x (a wide data table may);
 * - one-char-line: text wrapped so that a line holds one character of a longer word ("큐/코/치", "로/그/인").
 *   Each text node is measured per character with Range.getClientRects and grouped into lines.
 */
function findLayoutProblems(screenWidth: number): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  // The screen's width, not window.innerWidth: on a phone (isMobile) a page wider than the screen widens the layout
  // viewport to fit it, so innerWidth grew with the overflow and hid it (a 409 px page on a 390 px phone).
  const vw = screenWidth;
  const label = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls =
      typeof el.className === 'string' && el.className
        ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
        : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
  };
  const styleOf = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styleOf.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styleOf.set(el, s);
    }
    return s;
  };
  // Visually hidden (sr-only, clipped) or not rendered at all: not part of what the user sees.
  const hiddenCache = new Map<Element, boolean>();
  const isHidden = (el: Element | null): boolean => {
    if (!el || el === document.documentElement) return false;
    const cached = hiddenCache.get(el);
    if (cached !== undefined) return cached;
    const s = style(el);
    const hidden =
      s.display === 'none' ||
      s.visibility === 'hidden' ||
      s.clipPath !== 'none' ||
      (s.clip !== 'auto' && s.clip !== '') ||
      (s.position === 'absolute' && Number.parseFloat(s.width) <= 1 && Number.parseFloat(s.height) <= 1) ||
      isHidden(el.parentElement);
    hiddenCache.set(el, hidden);
    return hidden;
  };
  const inScroller = (el: Element): boolean => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const ox = style(p).overflowX;
      if (ox === 'auto' || ox === 'scroll' || ox === 'hidden' || ox === 'clip') return true;
    }
    return false;
  };

  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > vw)
    problems.push({ kind: 'page-overflow', detail: `scrollWidth ${root.scrollWidth} > ${vw}` });

  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    if (isHidden(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const s = style(el);
    if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
      if (!el.closest('[data-scroll-x]')) problems.push({ kind: 'scroll-x', detail: label(el) });
    }
    if ((r.right > vw + 1 || r.left < -1) && !inScroller(el)) {
      problems.push({
        kind: 'element-overflow',
        detail: `${label(el)} spans ${Math.round(r.left)}..${Math.round(r.right)} of ${vw}`,
      });
    }
  }

  const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION', 'SELECT', 'TEXTAREA', 'TITLE']);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (text.replace(/\s/g, '').length < 2) continue;
    const parent = node.parentElement;
    if (!parent || skip.has(parent.tagName) || parent.closest('svg') || isHidden(parent)) continue;
    range.selectNodeContents(node);
    if (range.getClientRects().length < 2) continue; // one line: nothing wrapped
    // Group the characters into lines by their box's vertical centre.
    const lines: { mid: number; chars: number[] }[] = [];
    for (let i = 0; i < text.length; i++) {
      if (/\s/.test(text[i] ?? '')) continue;
      // Keep a surrogate pair (an emoji) together.
      const end = i + 1 < text.length && /[\uDC00-\uDFFF]/.test(text[i + 1] ?? '') ? i + 2 : i + 1;
      range.setStart(node, i);
      range.setEnd(node, end);
      const box = range.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const mid = box.top + box.height / 2;
      const line = lines.find((l) => Math.abs(l.mid - mid) < box.height / 2);
      if (line) line.chars.push(i);
      else lines.push({ mid, chars: [i] });
      i = end - 1;
    }
    if (lines.length < 2) continue;
    for (const line of lines) {
      if (line.chars.length !== 1) continue;
      const i = line.chars[0] ?? 0;
      // The character may be two UTF-16 units (an emoji): its neighbour after is past both.
      const next = /[\uD800-\uDBFF]/.test(text[i] ?? '') ? i + 2 : i + 1;
      const partOfWord = /\S/.test(text[i - 1] ?? ' ') || /\S/.test(text[next] ?? ' ');
      if (partOfWord) {
        problems.push({
          kind: 'one-char-line',
          detail: `"${text.trim().slice(0, 40)}" has a line holding only "${text[i]}" in ${label(parent)}`,
        });
        break;
      }
    }
  }
  return problems;
}

/**
 * Fails the test (softly: the test goes on to the next page, so one run lists every page that breaks) with every
 * layout problem listed when the page, as it is now, does not fit a phone screen.
 */
export async function expectFitsPhone(page: Page, where: string): Promise<void> {
  // Fonts and lazy chunks settle first, so line breaks are the final ones.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const problems = await page.evaluate(findLayoutProblems, page.viewportSize()?.width ?? 390);
  expect
    .soft(
      problems.map((p) => `${p.kind}: ${p.detail}`),
      `layout at ${page.viewportSize()?.width} px on ${where}`,
    )
    .toEqual([]);
}

/** Opens `path` and waits until its screen has rendered and its requests have settled. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
}

/** Clicks each tab of the page's first tab list and checks the page with that tab open. */
export async function checkEveryTab(page: Page, where: string): Promise<void> {
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expectFitsPhone(page, `${where}, tab ${(await tab.textContent())?.trim()}`);
    await expectChartLabelsApart(page, `${where}, tab ${(await tab.textContent())?.trim()}`);
  }
}

/** The labels along each chart's horizontal axis do not run into one another (four pause ranges at 390 px did). */
export async function expectChartLabelsApart(page: Page, where: string): Promise<void> {
  const overlaps = await page.evaluate(() => {
    const out: string[] = [];
    for (const axis of Array.from(document.querySelectorAll('.recharts-xAxis-tick-labels'))) {
      const boxes = Array.from(axis.querySelectorAll('.recharts-cartesian-axis-tick-value'))
        .map((el) => ({ text: el.textContent ?? '', box: el.getBoundingClientRect() }))
        .filter((b) => b.box.width > 0)
        .sort((a, b) => a.box.left - b.box.left);
      for (let i = 1; i < boxes.length; i++) {
        const [a, b] = [boxes[i - 1], boxes[i]];
        if (a && b && a.box.right > b.box.left + 1) out.push(`"${a.text}" runs into "${b.text}"`);
      }
    }
    return out;
  });
  expect.soft(overlaps, `chart axis labels at ${page.viewportSize()?.width} px on ${where}`).toEqual([]);
}

/**
 * Every visible drop-down is wide enough for the option it shows (its text, padding and arrow): a select squeezed
 * beside a button showed "내" for "내림차순". Measured with the select's own font.
 */
export async function expectSelectsShowTheirText(page: Page, where: string): Promise<void> {
  const clipped = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx) return ['no canvas'];
    const out: string[] = [];
    for (const select of Array.from(document.querySelectorAll('select'))) {
      const box = select.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const s = getComputedStyle(select);
      ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const text = select.selectedOptions[0]?.textContent ?? '';
      // The native arrow takes about 20 px besides the padding.
      const needed = ctx.measureText(text).width + Number.parseFloat(s.paddingLeft) + 20;
      if (needed > select.clientWidth) out.push(`"${text}" needs ${Math.ceil(needed)} px, has ${select.clientWidth}`);
    }
    return out;
  });
  expect.soft(clipped, `drop-downs at ${page.viewportSize()?.width} px on ${where}`).toEqual([]);
}
