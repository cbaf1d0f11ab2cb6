export const completionNotice = {
  toastTitle: '분석 완료',
  dialogTitle: '분석 완료!',
  dialogBody: '“{{title}}” 세션의 분석이 끝났습니다. 지금 결과를 확인할까요?',
  viewLater: '나중에 보기',
  viewResult: '결과 보기',
};
