/** Analysis workers: the admin workers tab, and what users see when a worker is lost or none is running. */
export const workers = {
  tab: '분석 서버',
  heading: '분석 서버',
  intro:
    '분석 작업을 처리하는 서버(워커) 목록입니다. 각 워커는 몇 초마다 신호를 보내며, 신호가 끊긴 워커의 작업은 다른 워커가 이어서 처리합니다.',
  empty: '최근 하루 동안 신호를 보낸 워커가 없습니다. 워커가 없으면 분석을 시작할 수 없습니다.',
  loadFailed: '워커 목록을 불러오지 못했습니다.',
  refresh: '새로고침',
  summary: '실행 중인 워커 {{alive}}대 · 분석 가능한 언어: {{languages}}',
  noLanguages: '없음',
  columns: {
    worker: '워커',
    state: '상태',
    engines: '엔진과 모델',
    jobs: '진행 중인 분석',
    heartbeat: '마지막 신호',
  },
  state: {
    running: '실행 중',
    draining: '종료 중 (새 작업 받지 않음)',
    stopped: '정상 종료',
    lost: '응답 없음 (종료됨)',
  },
  secondsAgo: '{{seconds}}초 전',
  concurrency_one: '동시 분석 {{count}}개',
  concurrency_other: '동시 분석 {{count}}개',
  noJobs: '없음',
  deleted: '삭제된 세션',
  lostJob: '세션 {{id}} · {{attempt}}번째 시도 — 이 서버가 멈춘 뒤: {{outcome}}',
  job: '세션 {{id}} · {{attempt}}번째 시도 · {{step}} {{percent}}%',
  problem: '사용 불가: {{problem}}',
  progress: {
    workerLost: '분석하던 서버와 연결이 끊겨 다른 서버에서 이어서 분석합니다. 잠시만 기다려주세요.',
    retrying: '일시적인 오류로 분석을 다시 시도합니다.',
  },
  upload: {
    noWorker: '지금은 실행 중인 분석 서버가 없어 분석을 시작할 수 없습니다. 잠시 후 다시 시도해주세요.',
  },
};
