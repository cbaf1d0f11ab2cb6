export const common = {
  appName: '큐코치',
  nav: {
    features: '기능',
    howItWorks: '이용 방법',
    login: '로그인',
    dashboard: '대시보드',
    sessions: '세션',
    upload: '업로드',
    feedback: '피드백',
    skipToContent: '본문으로 건너뛰기',
    mainNavigation: '주요 메뉴',
  },
  language: { label: '언어', ko: '한국어', en: 'English' },
  theme: { label: '테마', light: '라이트', dark: '다크', system: '시스템' },
  beta: {
    badge: '무료 베타',
    banner: '큐코치는 무료 베타 기간입니다. 베타 동안 업로드와 분석을 무료로 이용할 수 있습니다.',
    close: '배너 닫기',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    message: '요청하신 주소의 페이지가 없거나 이동되었습니다.',
    home: '홈으로 돌아가기',
  },
  loading: '불러오는 중…',
  footer: {
    product: '제품',
    community: '커뮤니티',
    legal: '법적 고지',
    terms: '이용약관',
    privacy: '개인정보처리방침',
    blog: '블로그',
    instructors: '강사 커뮤니티',
    rights: '© {{year}} 큐코치. 모든 권리 보유.',
    profile: '프로필',
  },
  // Phone header: the menu button and the drawer it opens.
  drawer: { open: '메뉴 열기', title: '메뉴', close: '메뉴 닫기', preferences: '화면 설정' },
  // Page metadata per page type: descriptions of the signed-in and auth pages.
  pageMeta: {
    dashboard: '분석한 수업의 지표 추이, 레벨, 배지와 다음 수업을 위한 제안을 한눈에 봅니다.',
    upload: '수업 녹음(mp3, m4a, wav)이나 영상(mp4, mov)을 올리면 말하기 지표와 코칭 리포트를 받아 볼 수 있습니다.',
    profile: '큐코치 프로필에서 닉네임, 경력, 관심 분야와 소개를 확인하고 고칠 수 있습니다.',
    auth: '이메일로 받은 6자리 코드로 비밀번호 없이 큐코치에 로그인하거나 가입합니다.',
    session: '{{style}} 수업({{language}}) 코칭 리포트 · 분당 {{wpm}}단어 · 종합 점수 {{score}}점',
    sessionPending:
      '{{style}} 수업({{language}})의 큐코치 분석 화면입니다. 분석이 끝나면 지표와 코칭 리포트가 표시됩니다.',
  },
};
