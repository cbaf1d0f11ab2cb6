import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-link.tsx';

/** Back, skip (optional steps only) and next; on the summary step, next becomes the button that saves. */
export function StepNav({
  step,
  canSkip,
  nextDisabled,
  isSummary,
  saving,
  onBack,
  onSkip,
  onNext,
  onFinish,
}: {
  step: number;
  canSkip: boolean;
  nextDisabled: boolean;
  isSummary: boolean;
  saving: boolean;
  onBack: () => void;
  onSkip: () => void;
  onNext: () => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="flex flex-wrap items-center gap-2 pt-2">
      {step > 1 && (
        <button type="button" className={buttonClasses('ghost')} onClick={onBack}>
          {t('back')}
        </button>
      )}
      {canSkip && (
        <button type="button" className={buttonClasses('ghost')} onClick={onSkip}>
          {t('skip')}
        </button>
      )}
      <span className="flex-1" />
      {!isSummary ? (
        <button type="button" className={buttonClasses('primary')} onClick={onNext} disabled={nextDisabled}>
          {t('next')}
        </button>
      ) : (
        <button type="button" className={buttonClasses('primary')} onClick={onFinish} disabled={saving}>
          {saving ? t('summary.saving') : t('summary.finish')}
        </button>
      )}
    </div>
  );
}
