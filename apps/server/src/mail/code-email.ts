import type { MailMessage } from './mailer.ts';

type Locale = 'ko' | 'en';

const texts = {
  ko: {
    subject: {
      login: '[큐코치] 로그인 코드: {code}',
      signup: '[큐코치] 회원가입 인증 코드: {code}',
      email_change: '[큐코치] 이메일 변경 인증 코드: {code}',
    },
    intro: {
      login: '큐코치 로그인 코드입니다.',
      signup: '큐코치 회원가입 인증 코드입니다.',
      email_change: '큐코치 계정의 이메일을 이 주소로 바꾸기 위한 인증 코드입니다.',
    },
    validity: '이 코드는 {minutes}분 동안 유효하며 한 번만 사용할 수 있습니다.',
    ignore: '요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
  },
  en: {
    subject: {
      login: '[CueCoach] Your sign-in code: {code}',
      signup: '[CueCoach] Your sign-up code: {code}',
      email_change: '[CueCoach] Confirm your new e-mail: {code}',
    },
    intro: {
      login: 'Here is your CueCoach sign-in code.',
      signup: 'Here is your CueCoach sign-up code.',
      email_change: 'Here is the code to move your CueCoach account to this e-mail address.',
    },
    validity: 'The code is valid for {minutes} minutes and works once.',
    ignore: 'If you did not ask for it, you can ignore this e-mail.',
  },
} as const;

const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** The sign-in/sign-up code mail, in the user's UI language, as plain text and HTML. */
export function codeEmail(input: {
  to: string;
  code: string;
  purpose: 'login' | 'signup' | 'email_change';
  locale: Locale;
  validitySeconds: number;
}): MailMessage {
  const t = texts[input.locale];
  const vars = { code: input.code, minutes: Math.round(input.validitySeconds / 60) };
  const subject = fill(t.subject[input.purpose], vars);
  const intro = t.intro[input.purpose];
  const validity = fill(t.validity, vars);
  const text = `${intro}\n\n${input.code}\n\n${validity}\n${t.ignore}\n`;
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:sans-serif;color:#0f172a">
<p>${intro}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${input.code}</p>
<p>${validity}<br>${t.ignore}</p>
</body></html>`;
  return { to: input.to, subject, text, html, code: input.code, purpose: input.purpose };
}
