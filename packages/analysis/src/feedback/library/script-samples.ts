/** Script samples per style group: what a well-built cue sounds like in each kind of class. */
import type { StyleGroup } from '@cuecoach/contracts';
import type { Bilingual, CoachContext } from './context.ts';

export type Samples = Bilingual<Record<StyleGroup, string>>;

export const sample = (samples: Samples, c: CoachContext) => samples[c.language][c.group];

export const breathSamples: Samples = {
  en: {
    yoga: 'Inhale, reach both arms up beside your ears. Exhale, fold forward from your hips. Inhale, lengthen your spine halfway up. Exhale, step your right foot back.',
    pilates:
      'Inhale to prepare, ribs wide. Exhale, draw your navel toward your spine and curl your head and shoulders off the mat. Inhale, hold. Exhale, lower with control.',
    dance: 'Breathe in on 5-6 as your arms rise; breathe out on 7-8 as you melt down through your spine.',
    fitness:
      'Inhale as you lower into the squat. Exhale and drive through your heels to stand. Inhale at the top, exhale on the way up again.',
    presentation:
      'Take one breath before each new slide; let the audience read the title while you inhale, then speak the first line on the exhale.',
  },
  ko: {
    yoga: '숨을 들이마시며 두 팔을 귀 옆으로 뻗어 올립니다. 내쉬며 골반에서부터 앞으로 숙입니다. 들이마시며 척추를 길게 반만 올라옵니다. 내쉬며 오른발을 뒤로 보냅니다.',
    pilates:
      '들이마시며 준비, 갈비뼈를 옆으로 넓게. 내쉬며 배꼽을 척추 쪽으로 당기고 머리와 어깨를 매트에서 말아 올립니다. 들이마시며 유지. 내쉬며 천천히 내려옵니다.',
    dance: '5, 6에 숨을 들이마시며 팔이 올라가고, 7, 8에 내쉬며 척추를 따라 녹아내리듯 내려옵니다.',
    fitness:
      '들이마시며 스쿼트로 내려갑니다. 내쉬며 뒤꿈치로 바닥을 밀고 일어섭니다. 위에서 들이마시고, 올라올 때 다시 내쉽니다.',
    presentation: '새 슬라이드마다 한 번 숨을 쉬세요. 청중이 제목을 읽는 동안 들이마시고, 내쉬면서 첫 문장을 말합니다.',
  },
};

export const concreteSamples: Samples = {
  en: {
    yoga: 'Exhale, bring your right knee toward your chest. Inhale, lengthen through the crown of your head. Exhale, cross the knee to the left, right shoulder heavy on the mat.',
    pilates:
      'Exhale, float your right leg to tabletop, knee over hip. Inhale, keep your pelvis level. Exhale, lower the toes to the mat without your back arching.',
    dance:
      'On 1, step your right foot forward; on 2, sweep your left arm overhead; on 3-4, turn to face the back wall.',
    fitness:
      'Feet hip-width, toes forward. Exhale, push the dumbbells straight up over your shoulders. Inhale, lower them to ear height, elbows under wrists.',
    presentation: 'Look at the blue line on the left chart: orders doubled between March and May.',
  },
  ko: {
    yoga: '내쉬며 오른쪽 무릎을 가슴 쪽으로 당깁니다. 들이마시며 정수리까지 길게. 내쉬며 무릎을 왼쪽으로 넘기고 오른쪽 어깨는 매트에 무겁게 둡니다.',
    pilates:
      '내쉬며 오른쪽 다리를 테이블탑으로 띄웁니다. 무릎은 골반 위에. 들이마시며 골반은 수평 유지. 내쉬며 허리가 뜨지 않게 발끝을 매트로 내립니다.',
    dance: '1에 오른발 앞으로, 2에 왼팔을 머리 위로 쓸어 올리고, 3, 4에 뒤쪽 벽을 향해 돕니다.',
    fitness:
      '발은 골반 너비, 발끝은 정면. 내쉬며 덤벨을 어깨 위로 곧게 밀어 올립니다. 들이마시며 귀 높이까지 내리고, 팔꿈치는 손목 아래에.',
    presentation: '왼쪽 차트의 파란 선을 보세요. 3월에서 5월 사이 주문이 두 배가 되었습니다.',
  },
};

export const holdSamples: Samples = {
  en: {
    yoga: "We'll stay here for five breaths. … Three more. Let your jaw soften. … Last breath here, then we'll come out slowly.",
    pilates: 'Hold for three breaths; keep the ribs soft. … Two more, the pelvis stays still. … And release.',
    dance: 'Hold the shape for 8 … 5, 6, 7, 8 … and reset.',
    fitness: 'Thirty seconds of plank. … Twenty left, push the floor away. … Ten, keep breathing. … Rest.',
    presentation: "I'll give you a moment to read this chart. … The number that matters is in the top-right corner.",
  },
  ko: {
    yoga: '여기서 다섯 호흡 머뭅니다. … 세 호흡 더. 턱에 힘을 풀어 보세요. … 마지막 호흡, 천천히 나옵니다.',
    pilates: '세 호흡 유지합니다. 갈비뼈는 부드럽게. … 두 번 더, 골반은 그대로. … 그리고 풀어 줍니다.',
    dance: '그 모양으로 8카운트 유지 … 5, 6, 7, 8 … 그리고 리셋.',
    fitness: '플랭크 30초. … 20초 남았습니다, 바닥을 밀어내세요. … 10초, 호흡 계속. … 휴식.',
    presentation: '이 차트를 읽으실 시간을 잠깐 드리겠습니다. … 중요한 숫자는 오른쪽 위에 있습니다.',
  },
};
