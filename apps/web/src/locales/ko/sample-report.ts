export const sampleReport = {
  meta: {
    title: '샘플 리포트',
    description:
      '큐코치가 실제로 만드는 결과를 미리 보세요: 1분짜리 빈야사 예시 수업의 말하기 지표, 차트, 전사문, AI 코칭 피드백과 대시보드.',
  },
  badge: '샘플',
  title: '샘플 리포트',
  classTitle: '아침 빈야사 플로우 (예시 수업)',
  notice:
    '이 페이지는 샘플입니다. 큐코치가 분석한 1분짜리 빈야사 예시 수업으로, 실제 강사나 수강생의 녹음이 아니라 합성 음성(TTS)과 배경 음악으로 만든 시험용 녹음입니다. 아래의 숫자와 피드백은 모두 여러분의 업로드와 같은 분석·리포트 엔진이 {{date}}에 이 녹음에서 만든 그대로이며, 손으로 고친 부분은 없습니다.',
  languageNote:
    '예시 수업은 영어로 진행되었습니다. 큐코치의 리포트는 설명을 읽는 분의 언어로 쓰고, 수업에서 한 말은 수업 언어(여기서는 영어) 그대로 인용합니다.',
  engine: '음성 인식: {{transcriber}} · 피드백 작성: {{generator}}',
  transcriber: {
    local: '서버 내장 엔진',
    'whisper-cpp': 'whisper.cpp (서버 안에서 실행)',
    openai: '외부 음성 인식 API',
  },
  generator: { local: '내장 규칙 엔진', llm: 'AI 모델({{model}})' },
  tabsLabel: '샘플 리포트 보기',
  tabs: { feedback: '샘플 AI 피드백', dashboard: '대시보드', report: '리포트' },
  dashboardIntro:
    '이 수업 하나를 올린 뒤의 대시보드입니다. 성장 단계와 배지는 대시보드와 같은 규칙으로 계산했습니다. 수업이 쌓이면 추세와 개선 제안이 나타납니다.',
  transcript: {
    heading: '전사문',
    filler: '군더더기 말',
    cue: '큐',
    legend: '표시',
  },
  cta: {
    title: '내 수업으로 받아 보세요',
    body: '베타 기간에는 무료입니다. 녹음이나 영상을 올리면 몇 분 안에 같은 리포트를 받습니다.',
    upload: '수업 업로드하기',
    styles: '스타일별 목표 보기',
    // Once the admin turns the free beta off.
    bodyPaid: '녹음이나 영상을 올리면 몇 분 안에 같은 리포트를 받습니다. 분석마다 크레딧이 차감됩니다.',
  },
};
