export const ui = {
  retry: '다시 시도',
  cancel: '취소',
  close: '닫기',
  notifications: '알림',
};
