import { titleMaxLength } from '@cuecoach/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateSession } from '@/api/session-mutations.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/field.tsx';
import { useToast } from '@/components/ui/toast-context.ts';
import { textProblemMessage, textSaveErrorMessage, titleProblem } from '@/lib/text-rules.ts';

/** Inline title edit: Enter saves, Escape cancels; the server's rule is checked first so errors show at once. */
export function TitleEditor({ id, title, onDone }: { id: string; title: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('sessions');
  const toast = useToast();
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSession();
  const save = () => {
    const problem = titleProblem(value);
    if (problem) return setError(textProblemMessage(problem, t));
    if (value.trim() === title) return onDone();
    update.mutate(
      { id, patch: { title: value.trim() } },
      {
        onSuccess: () => {
          toast({ title: t('list.titleSaved'), tone: 'success' });
          onDone();
        },
        onError: (err) => setError(textSaveErrorMessage(err, t, i18n.language)),
      },
    );
  };
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="flex gap-2">
        <Input
          aria-label={t('list.editTitleOf', { title })}
          aria-invalid={error ? true : undefined}
          value={value}
          maxLength={titleMaxLength}
          autoFocus
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onDone();
          }}
        />
        <Button type="submit" disabled={update.isPending}>
          {t('list.saveTitle')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('list.cancelEdit')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
