import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleClass } from '@/features/sample-report/index.ts';
import { i18n } from '@/lib/i18n.ts';
import { detail, renderRoute } from '@/testing/render-route.tsx';
import { ReportSections } from './feedback-tab.tsx';
import { SessionDetailPage } from './session-detail-page.tsx';

const id = '55555555-5555-4555-8555-555555555555';
const segments = sampleClass.segments;
const quoted = segments[5]!; // "Step your right foot forward…"

/** The real sample class, with a report written in English for a reader whose screen is Korean. */
function englishReport(over: Record<string, unknown> = {}) {
  return detail(id, 'Morning flow', {
    style: 'vinyasa',
    language: 'en',
    metrics: { ...sampleClass.metrics, pauseBuckets: { short: 10, medium: 4, long: 5, excessive: 0 } },
    segments,
    // Stored before long pauses were counted from the chart's buckets: a style-relative count of 0.
    dataStats: { ...sampleClass.dataStats, longPauseCount: 0 },
    report: {
      ...sampleClass.report,
      strengths: [],
      overallRating: { score: 83, level: 'expert' },
      classEdits: [
        {
          location: { seconds: quoted.start + 0.4, display: '0:17' },
          before: quoted.text,
          after: 'Step your right foot forward between your hands.',
          whyChange: 'Names the foot and where it goes.',
        },
      ],
    },
    feedback: { state: 'completed', generator: 'local', model: null, errorMessage: null, generatedAt: null },
    ...over,
  });
}

function open(session: Record<string, unknown>) {
  return renderRoute(SessionDetailPage, {
    path: '/sessions/:id',
    url: `/sessions/${id}`,
    handler: (url, init) => {
      if (init.method === 'POST' && url.pathname === `/api/sessions/${id}/feedback/retry`) {
        return { body: { ...session, feedbackState: 'generating' } };
      }
      if (url.pathname === `/api/sessions/${id}`) return { body: session };
      return undefined;
    },
  });
}

// userEvent drives Radix tabs through real pointer events, which is slow on a loaded machine.
describe('session report for its reader', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    // jsdom has no media playback; the page only needs play() to exist.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names the session rating apart from the growth stage, and shows no waiting text on a finished report', async () => {
    open(englishReport());
    const rating = (await screen.findByRole('heading', { name: '종합 평가' })).parentElement!;
    expect(rating.textContent).toContain('세션 평가: 우수');
    expect(rating.textContent).not.toMatch(/레벨|전문가/);
    // The report is finished and names no strength: the "when the report is ready" text must not appear.
    expect(screen.queryByText('리포트가 준비되면 강점이 여기에 표시됩니다.')).toBeNull();
  });

  it('says the report is in English and rewrites it in Korean on request', async () => {
    const { requests } = open(englishReport());
    expect(await screen.findByText(/이 리포트는 영어로 작성되었습니다\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '한국어로 다시 작성' }));
    await vi.waitFor(() => {
      const post = requests.find((r) => r.method === 'POST');
      expect(post?.url.pathname).toBe(`/api/sessions/${id}/feedback/retry`);
      expect(post?.body).toEqual({ reportLanguage: 'ko' });
    });
  });

  it('offers both languages once the report is in the reader’s own', async () => {
    const { requests } = open(englishReport({ feedback: { ...englishReport().feedback, reportLanguage: 'ko' } }));
    const group = await screen.findByRole('group', { name: '리포트 언어' });
    expect(within(group).getByRole('button', { name: '한국어' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(group).getByRole('button', { name: 'English' }));
    await vi.waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reportLanguage: 'en' }));
  });

  it('shows a student’s question as another voice in the transcript and counts the others’ speech apart', async () => {
    const question = { start: 40, end: 43, text: 'Sorry, should I feel this in my back?', fillers: [], cues: [] };
    open(
      englishReport({
        metrics: { ...sampleClass.metrics, otherSpeech: { turns: 2, seconds: 6.4 } },
        segments: [...segments.map((s) => ({ ...s, speaker: 'instructor' })), { ...question, speaker: 'other' }],
      }),
    );
    expect((await screen.findByTestId('other-speech')).textContent).toBe(
      '다른 사람이 2번, 모두 6초 말했습니다(학생 질문, 보조 강사 등). 속도, 군더더기 말, 큐와 인용은 강사님 목소리만으로 계산합니다.',
    );
    await userEvent.click(screen.getByRole('tab', { name: '전사' }));
    const line = screen.getAllByRole('listitem').find((li) => li.textContent?.includes(question.text));
    expect(line?.textContent).toContain('다른 목소리');
    const own = screen.getAllByRole('listitem').find((li) => li.textContent?.includes(segments[0]!.text));
    expect(own?.textContent).not.toContain('다른 목소리');
  });

  it('says only the instructor was heard when no other voice spoke, and nothing on older analyses', async () => {
    open(englishReport({ metrics: { ...sampleClass.metrics, otherSpeech: { turns: 0, seconds: 0 } } }));
    expect((await screen.findByTestId('other-speech')).textContent).toBe('이 수업에서는 강사님 목소리만 들렸습니다.');
  });

  it('counts long pauses in the details from the same numbers as the pause chart', async () => {
    open(englishReport());
    await userEvent.click(await screen.findByRole('tab', { name: '상세 정보' }));
    const row = screen.getByText('긴 멈춤 (3초 이상)').nextElementSibling;
    expect(row?.textContent).toBe('5');
  });

  it('jumps from a quoted report item to that moment of the transcript', async () => {
    open(englishReport());
    await userEvent.click(await screen.findByRole('tab', { name: 'AI 피드백' }));
    await userEvent.click(screen.getByRole('button', { name: /0:17 지점 듣기/ }));
    expect(screen.getByRole('tab', { name: '전사' }).getAttribute('aria-selected')).toBe('true');
    const audio = document.querySelector('audio')!;
    expect(audio.currentTime).toBeCloseTo(quoted.start + 0.4);
    const current = screen.getAllByRole('listitem').find((li) => li.className.includes('bg-indigo-50'));
    expect(current?.textContent).toContain(quoted.text);
  });

  it('gives any quoted item that carries its time (startSec) a jump button, and none to one without', async () => {
    // The page's schema keeps startSec once the report contract has it; the sections render whatever they get.
    const onSeek = vi.fn();
    const report = {
      ...sampleClass.report,
      cueRewrites: sampleClass.report.cueRewrites.map((c, i) => ({ ...c, startSec: i === 0 ? 66.6 : null })),
    };
    render(<ReportSections report={report} quoteLang="en" onSeek={onSeek} />);
    const rewrites = screen.getByRole('heading', { name: '큐 다시 쓰기' }).parentElement!;
    const buttons = within(rewrites).getAllByRole('button');
    // The name starts with what is shown (the time) and says what the button does.
    expect(buttons.map((b) => b.textContent?.replace(/\s+/g, ' ').trim())).toEqual(['▶ 위치 1:06 — 1:06 지점 듣기']);
    await userEvent.click(buttons[0]!);
    expect(onSeek).toHaveBeenCalledWith(66.6);
    // Quotes keep the class language for the reader's screen reader and line breaking.
    expect(within(rewrites).getByText(sampleClass.report.cueRewrites[0]!.before).getAttribute('lang')).toBe('en');
  });
});
