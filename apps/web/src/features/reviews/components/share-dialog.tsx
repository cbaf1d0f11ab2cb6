import type { ReviewAccess, SessionDetail } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field, Input, Select } from '@/components/ui/field.tsx';
import { useToast } from '@/components/ui/toast-context.ts';
import { track } from '@/features/analytics/lib/track.ts';
import { formatDateTime } from '@/lib/format.ts';
import { reviewAccessQueryOptions, useShareMutations } from '../api/reviews.ts';
import { reviewErrorMessage } from '../lib/review-errors.ts';

const rowClasses = 'flex flex-wrap items-center justify-between gap-2 py-2';

/** "Ask for feedback" on the instructor's session page: invite, make a link, see who has access and revoke. */
export function ShareButton({ session }: { session: SessionDetail }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('share.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('share.title')}
        description={t('share.description')}
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('share.close')}
          </Button>
        }
      >
        {open && <SharePanel session={session} />}
      </Dialog>
    </>
  );
}

function SharePanel({ session }: { session: SessionDetail }) {
  const { t, i18n } = useTranslation('reviews');
  const access = useQuery(reviewAccessQueryOptions(session.id));
  const date = (iso: string | null) => formatDateTime(iso, i18n.language);
  return (
    <div className="mt-4 max-h-[60vh] space-y-5 overflow-y-auto pr-1 text-sm">
      <p className="text-slate-700 dark:text-slate-300">{t('share.whatTheySee')}</p>
      <p className="rounded-lg bg-slate-100 p-2 dark:bg-slate-800">
        {session.retention.hasOriginal
          ? t('share.audioUntil', { date: date(session.retention.originalDeleteAfter) })
          : t('share.audioGone')}
      </p>
      <InviteForm sessionId={session.id} />
      <LinkForm sessionId={session.id} />
      {access.isPending && <p>…</p>}
      {access.isError && <p role="alert">{t('share.loadFailed')}</p>}
      {access.data && <AccessList sessionId={session.id} access={access.data} />}
    </div>
  );
}

function InviteForm({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useTranslation('reviews');
  const toast = useToast();
  const { invite } = useShareMutations(sessionId);
  const [email, setEmail] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!address) return;
    invite.mutate(
      { email: address, locale: i18n.language === 'en' ? 'en' : 'ko' },
      {
        onSuccess: () => {
          track('conversion_funnel', { step: 'review_invite_sent', via: 'email' });
          toast({ title: t('share.invited', { email: address }), tone: 'success' });
          setEmail('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <Field
        label={t('share.inviteLabel')}
        hint={t('share.inviteHint')}
        error={invite.isError ? reviewErrorMessage(invite.error, t) : undefined}
      >
        {(p) => (
          <Input
            {...p}
            type="email"
            autoComplete="off"
            placeholder={t('share.invitePlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={invite.isPending || email.trim() === ''}>
        {invite.isPending ? t('share.inviting') : t('share.invite')}
      </Button>
    </form>
  );
}

function LinkForm({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('reviews');
  const toast = useToast();
  const { link } = useShareMutations(sessionId);
  const [hours, setHours] = useState<24 | 168>(24);
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast({ title: t('share.copied'), tone: 'success' });
  };
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 className="font-semibold">{t('share.linkHeading')}</h3>
      <p className="text-slate-600 dark:text-slate-400">{t('share.linkHint')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('share.linkDuration')}>
          {(p) => (
            <Select {...p} value={hours} onChange={(e) => setHours(Number(e.target.value) === 168 ? 168 : 24)}>
              <option value={24}>{t('share.link24h')}</option>
              <option value={168}>{t('share.link7d')}</option>
            </Select>
          )}
        </Field>
        <Button
          variant="secondary"
          disabled={link.isPending}
          onClick={() =>
            link.mutate(hours, {
              onSuccess: () => track('conversion_funnel', { step: 'review_invite_sent', via: 'link' }),
            })
          }
        >
          {t('share.makeLink')}
        </Button>
      </div>
      {link.isError && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {reviewErrorMessage(link.error, t)}
        </p>
      )}
      {link.data && (
        <div className="space-y-1 rounded-lg bg-emerald-50 p-2 dark:bg-emerald-950/40">
          <p role="status">{t('share.linkCreated')}</p>
          <div className="flex gap-2">
            <Input
              readOnly
              aria-label={t('share.linkLabel')}
              value={link.data.url}
              onFocus={(e) => e.target.select()}
            />
            <Button variant="secondary" onClick={() => void copy(link.data.url)}>
              {t('share.copy')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function AccessList({ sessionId, access }: { sessionId: string; access: ReviewAccess }) {
  const { t, i18n } = useTranslation('reviews');
  const toast = useToast();
  const { revokeShare, revokeReviewer } = useShareMutations(sessionId);
  const date = (iso: string | null) => formatDateTime(iso, i18n.language);
  const error = revokeShare.error ?? revokeReviewer.error;
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <section>
        <h3 className="font-semibold">{t('share.accessHeading')}</h3>
        {access.reviewers.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('share.noAccess')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {access.reviewers.map((r) => (
              <li key={r.grantId} className={rowClasses}>
                <span className="min-w-0 break-words">
                  <span className="font-medium">{r.name}</span> · {r.email}
                  <br />
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {r.via === 'invitation' ? t('share.viaInvitation') : t('share.viaLink')}
                    {r.expiresAt && ` · ${t('share.until', { date: date(r.expiresAt) })}`}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  aria-label={t('share.revokeLabel', { name: r.name })}
                  disabled={revokeReviewer.isPending}
                  onClick={() =>
                    revokeReviewer.mutate(r.grantId, {
                      onSuccess: () => toast({ title: t('share.revoked'), tone: 'info' }),
                    })
                  }
                >
                  {t('share.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {access.invitations.length > 0 && (
        <section>
          <h3 className="font-semibold">{t('share.pendingHeading')}</h3>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {access.invitations.map((inv) => (
              <li key={inv.shareId} className={rowClasses}>
                <span className="min-w-0 break-words">
                  {t('share.pendingLine', { email: inv.email, date: date(inv.expiresAt) })}
                </span>
                <Button
                  variant="secondary"
                  aria-label={t('share.withdrawLabel', { email: inv.email })}
                  onClick={() => revokeShare.mutate(inv.shareId)}
                >
                  {t('share.withdraw')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {access.links.length > 0 && (
        <section>
          <h3 className="font-semibold">{t('share.linksHeading')}</h3>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {access.links.map((l) => (
              <li key={l.shareId} className={rowClasses}>
                <span>
                  {l.expired
                    ? t('share.linkExpired', { count: l.reviewers })
                    : t('share.linkLine', { date: date(l.expiresAt), count: l.reviewers })}
                </span>
                <Button
                  variant="secondary"
                  aria-label={t('share.revokeLinkLabel', { date: date(l.expiresAt) })}
                  onClick={() => revokeShare.mutate(l.shareId)}
                >
                  {t('share.revokeLink')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {reviewErrorMessage(error, t)}
        </p>
      )}
    </div>
  );
}
