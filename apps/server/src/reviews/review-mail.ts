import type { MailMessage } from '../mail/mailer.ts';

type Locale = 'ko' | 'en';

const texts = {
  ko: {
    inviteSubject: '[큐코치] {name} 님이 수업 피드백을 요청했습니다',
    inviteIntro: '{name} 님이 큐코치에 올린 수업 "{title}"에 대한 피드백을 요청했습니다.',
    inviteWhat:
      '전사, 지표, 코칭 리포트를 읽고 수업의 순간마다 코멘트를 남길 수 있습니다. 녹음은 원본 보관 기간 동안만 들을 수 있습니다.',
    inviteHow: '아래 링크를 열고 이 주소({email})로 로그인하세요. 링크는 {days}일 동안 한 번 쓸 수 있습니다.',
    open: '수업 열기',
    ignore: '모르는 분이 보낸 메일이라면 무시하셔도 됩니다.',
    digestSubject: '[큐코치] 새 피드백이 도착했습니다',
    review: '"{title}"에 새 코멘트 {count}개',
    reply: '"{title}"에서 내 스레드에 답글 {count}개',
    digestFooter: '알림 설정은 계정 설정의 "알림"에서 바꿀 수 있습니다.',
  },
  en: {
    inviteSubject: '[CueCoach] {name} asked for feedback on a class',
    inviteIntro: '{name} asked you for feedback on the class "{title}" they uploaded to CueCoach.',
    inviteWhat:
      'You can read the transcript, metrics and coaching report and comment on moments of the class. The recording can be played only while it is kept.',
    inviteHow: 'Open the link below and sign in with this address ({email}). The link works once, for {days} days.',
    open: 'Open the class',
    ignore: 'If you do not know the sender, you can ignore this e-mail.',
    digestSubject: '[CueCoach] New feedback has arrived',
    review: '{count} new comment(s) on "{title}"',
    reply: '{count} answer(s) to your thread on "{title}"',
    digestFooter: 'You can change these e-mails under "Notifications" in your account settings.',
  },
} as const;

const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(locale: Locale, paragraphs: string[]): string {
  return `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#0f172a">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body></html>`;
}

/** The invitation: who asks, what the reviewer will see, and the sign-in link bound to this address. */
export function invitationEmail(input: {
  to: string;
  locale: Locale;
  instructorName: string;
  title: string;
  url: string;
  days: number;
}): MailMessage {
  const t = texts[input.locale];
  const vars = { name: input.instructorName, title: input.title, email: input.to, days: input.days };
  const subject = fill(t.inviteSubject, vars);
  const intro = fill(t.inviteIntro, vars);
  const how = fill(t.inviteHow, vars);
  const text = `${intro}\n\n${t.inviteWhat}\n\n${how}\n${input.url}\n\n${t.ignore}\n`;
  const html = page(input.locale, [
    escapeHtml(intro),
    escapeHtml(t.inviteWhat),
    `${escapeHtml(how)}<br><a href="${escapeHtml(input.url)}">${escapeHtml(t.open)}</a>`,
    escapeHtml(t.ignore),
  ]);
  return { to: input.to, subject, text, html, purpose: 'review_invitation', link: input.url };
}

/** One mail for every notice due for this reader: how many comments arrived where, each with its link. */
export function reviewDigestEmail(input: {
  to: string;
  locale: Locale;
  appOrigin: string;
  items: { kind: 'review' | 'reply'; sessionId: string; title: string; count: number }[];
}): MailMessage {
  const t = texts[input.locale];
  const lines = input.items.map((item) => {
    const path = `/reviews/${item.sessionId}#reviews`;
    return { label: fill(t[item.kind], { title: item.title, count: item.count }), url: `${input.appOrigin}${path}` };
  });
  const text = `${lines.map((l) => `- ${l.label}\n  ${l.url}`).join('\n')}\n\n${t.digestFooter}\n`;
  const html = page(input.locale, [
    lines.map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`).join('<br>'),
    escapeHtml(t.digestFooter),
  ]);
  return { to: input.to, subject: t.digestSubject, text, html, purpose: 'review_digest', link: lines[0]?.url };
}
