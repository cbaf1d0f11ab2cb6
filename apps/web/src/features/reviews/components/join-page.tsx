import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '@/api/me.ts';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card } from '@/components/ui/card.tsx';
import { LoadingState } from '@/components/ui/states.tsx';
import { paths } from '@/config/paths.ts';
import { track } from '@/features/analytics/lib/track.ts';
import type { LoginNavigationState } from '@/features/auth/index.ts';
import { savePendingReviewJoin, takePendingReviewJoin } from '@/lib/pending-review-join.ts';
import { joinReview } from '../api/reviews.ts';
import { reviewErrorMessage } from '../lib/review-errors.ts';

/**
 * `/review/join/:token`, from an invitation mail or a review link. Signed out: why to sign in, and the way there
 * (the token is kept so signing up and onboarding come back here). Signed in: the server checks the token (and, for an
 * invitation, the address) and the reader lands on the shared class.
 */
export function JoinPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('reviews');
  const me = useMe();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const signedIn = Boolean(me.data);
  const hasProfile = Boolean(me.data?.profile) || Boolean(me.data?.profileError);

  useEffect(() => {
    if (!signedIn || started.current) return;
    if (!hasProfile) {
      savePendingReviewJoin(token);
      navigate(paths.onboarding, { replace: true });
      return;
    }
    started.current = true;
    takePendingReviewJoin();
    joinReview(token)
      .then((joined) => {
        if (joined.joined) track('conversion_funnel', { step: 'review_invite_accepted' });
        navigate(joined.role === 'owner' ? paths.session(joined.sessionId) : paths.review(joined.sessionId), {
          replace: true,
        });
      })
      .catch((err: unknown) => setError(reviewErrorMessage(err, t)));
  }, [signedIn, hasProfile, token, navigate, t]);

  if (me.isPending) return <LoadingState />;
  const from = paths.reviewJoin(token);
  const loginState: LoginNavigationState = { from };
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card>
        <h1 className="text-xl font-semibold">{t('join.title')}</h1>
        {!signedIn ? (
          <>
            <p className="mt-3">{t('join.signInBody')}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <ButtonLink to={paths.login} state={loginState} onClick={() => savePendingReviewJoin(token)}>
                {t('join.signIn')}
              </ButtonLink>
              <ButtonLink to={paths.otp} variant="secondary" onClick={() => savePendingReviewJoin(token)}>
                {t('join.signUp')}
              </ButtonLink>
            </div>
          </>
        ) : error ? (
          <>
            <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
              {error}
            </p>
            <div className="mt-4">
              <ButtonLink to={paths.reviews} variant="secondary">
                {t('access.toShared')}
              </ButtonLink>
            </div>
          </>
        ) : (
          <p role="status" className="mt-3">
            {t('join.opening')}
          </p>
        )}
      </Card>
    </div>
  );
}
