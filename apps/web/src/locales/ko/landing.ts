export const landing = {
  hero: {
    eyebrow: '요가 · 필라테스 · 댄스 · 피트니스 강사를 위한 AI 코칭',
    title: '수업 녹음 하나로, 다음 수업의 큐잉이 달라집니다',
    subtitle:
      '수업을 녹음해 올리면 큐코치가 말의 속도, 군더더기 말, 호흡·정렬 큐의 흐름을 분석하고, 당신의 실제 문장을 고쳐 쓴 코칭 리포트를 드립니다.',
    primary: '수업 업로드하기',
    secondary: '샘플 리포트 보기',
    trust: {
      yoga: '요가·필라테스 수업에 맞춘 분석',
      modes: '음성·영상 파일 모두 업로드',
      autoDelete: '원본 파일은 24시간 후 자동 삭제',
    },
  },
  cards: {
    rewrite: { label: '큐 리라이트', value: '"이렇게 하세요" → "숨을 내쉬며 오른팔을 천장으로"' },
    filler: { label: '군더더기 말 습관', value: '"이제"가 100단어당 3.2회' },
    flow: { label: '흐름 큐', value: '전환 큐 분당 8회 · 적정' },
  },
  features: {
    title: '큐코치가 분석하는 것',
    items: {
      analysis: {
        title: '말하기 분석',
        body: '분당 단어 수, 침묵 비율, 멈춤 길이, 군더더기 말, 큐 밀도를 수업 스타일 기준과 비교합니다.',
      },
      feedback: {
        title: '맥락을 아는 피드백',
        body: '리포트의 모든 항목은 이 수업의 실제 문장과 시간을 가리킵니다. 리스토러티브와 HIIT는 다르게 코칭합니다.',
      },
      peer: {
        title: '동료·멘토 피드백',
        body: '멘토나 동료 강사에게 수업을 공유하면, 전사와 리포트를 보며 수업의 순간마다 칭찬·제안·질문과 고쳐 쓴 큐를 남깁니다. 공유는 언제든 해제할 수 있습니다.',
      },
      progress: {
        title: '성장 추적',
        body: '세션을 쌓을수록 지표의 추세, 성장 단계, 배지로 변화를 확인합니다. 두 세션을 나란히 비교할 수도 있습니다.',
      },
      privacy: {
        title: '개인정보 보호',
        body: '분석에는 음성만 사용하고 영상은 즉시 삭제합니다. 원본은 설정된 시간이 지나면 자동으로 지워집니다.',
      },
      multilingual: {
        title: '한국어와 영어',
        body: '한국어와 영어 수업을 분석합니다. 리포트는 읽는 분의 언어로 설명하고, 수업에서 한 말은 수업 언어 그대로 인용합니다.',
      },
    },
  },
  how: {
    title: '이용 방법',
    steps: {
      upload: { title: '1. 업로드', body: 'mp3, m4a, wav 음성이나 mp4, mov 영상을 최대 90분까지 올립니다.' },
      analysis: { title: '2. 분석', body: '30분 수업은 몇 분 안에 전사와 지표 계산이 끝납니다.' },
      report: { title: '3. 리포트', body: '포커스 영역, 연습 드릴, 고쳐 쓴 큐, 다음 수업 목표를 받아 봅니다.' },
    },
    betaTitle: '무료 베타에 포함된 것',
    betaList: {
      unlimited: '베타 기간 동안 무료 분석',
      report: '전체 코칭 리포트와 대시보드',
      compare: '세션 비교와 추세 차트',
    },
    // Shown instead of the beta list once the admin turns the free beta off.
    paidTitle: '큐코치에 포함된 것',
    paidList: {
      credits: '분석마다 녹음 길이에 따라 크레딧이 차감됩니다',
    },
  },
};
