import { useId, useState } from 'react';
import Send from 'lucide-react/icons/send';
import { BRIEF_MAX, briefSchema, firstError, formatDate, formatDateTime, type Brief } from '@app/api/contract';
import { Button, FormField, Textarea, toast } from '@app/kit/ui';
import { ConfirmDialog } from '@app/kit/panels';
import { useSaveBriefDraft, useSendBrief } from '../../api/family-api';
import { sentToText } from '../../lib/guardian-status';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';

/** What the coach is about to send: the composer's text (saved as a draft first) or a draft already saved. */
type Sending = { text: string } | { brief: Brief };

/** A brief's text as it was written, line breaks kept. */
function BriefText({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap break-words text-sm text-foreground">{text}</p>;
}

/**
 * The weekly brief to the student's family: a composer prefilled with a draft from the week ("Save draft",
 * "Send to family" after a confirmation), the drafts, each with its own "Send to family", and the briefs sent.
 */
export function BriefsPanel({
  clientId,
  firstName,
  briefs,
  suggestedText,
}: {
  clientId: string;
  firstName: string;
  briefs: Brief[];
  suggestedText: string;
}) {
  const [text, setText] = useState(suggestedText);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState<Sending | null>(null);
  const saveDraft = useSaveBriefDraft(clientId);
  const send = useSendBrief(clientId);
  const id = useId();
  const busy = saveDraft.isPending || send.isPending;
  const drafts = briefs.filter((brief) => brief.status === 'draft');
  const sent = briefs.filter((brief) => brief.status === 'sent');

  /** The composer's text checked as the server checks it, or null with the reason shown under it. */
  const checkedText = (): string | null => {
    const parsed = briefSchema.safeParse({ text });
    setError(parsed.success ? undefined : firstError(parsed.error));
    return parsed.success ? parsed.data.text : null;
  };

  const onSaveDraft = () => {
    const checked = checkedText();
    if (checked === null) return;
    saveDraft.mutate(checked, {
      onSuccess: () => {
        toast(TOASTS.briefSaved);
        setText(suggestedText);
      },
      onError: (failure) =>
        toast({ ...TOASTS.briefFailed, description: serverMessage(failure, TOASTS.briefFailed.description) }),
    });
  };

  const onSendComposed = () => {
    const checked = checkedText();
    if (checked !== null) setSending({ text: checked });
  };

  const confirmSend = async () => {
    if (!sending) return;
    try {
      const draft = 'brief' in sending ? sending.brief : await saveDraft.mutateAsync(sending.text);
      if (!('brief' in sending)) setText(suggestedText);
      const result = await send.mutateAsync(draft.id);
      toast(TOASTS.briefSent(sentToText(result.sentTo)));
    } catch (failure) {
      toast({ ...TOASTS.briefSendFailed, description: serverMessage(failure, TOASTS.briefSendFailed.description) });
    } finally {
      setSending(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <FormField
          id={`${id}-text`}
          label="Write this week’s brief"
          error={error}
          hint={`Started from the last 7 days: sessions held, activities done, plans reassessed. ${firstName} reads every brief exactly as sent.`}
        >
          {(props) => (
            <Textarea
              {...props}
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={BRIEF_MAX}
              rows={8}
            />
          )}
        </FormField>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={onSaveDraft} disabled={busy}>
            {saveDraft.isPending && !sending ? 'Saving...' : 'Save draft'}
          </Button>
          <Button onClick={onSendComposed} disabled={busy}>
            <Send className="h-4 w-4" aria-hidden="true" />
            Send to family
          </Button>
        </div>
      </div>

      {drafts.length > 0 && (
        <section aria-labelledby={`${id}-drafts`} className="flex flex-col gap-2">
          <h4 id={`${id}-drafts`} className="text-base font-semibold text-foreground">
            Drafts
          </h4>
          <ul className="flex flex-col gap-3">
            {drafts.map((brief) => (
              <li
                key={brief.id}
                className="flex flex-col gap-2 rounded-md border border-dashed border-input p-3"
                data-brief="draft"
              >
                <p className="text-sm text-muted-foreground">Draft saved {formatDateTime(brief.createdAt)}</p>
                <BriefText text={brief.text} />
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start"
                  disabled={busy}
                  onClick={() => setSending({ brief })}
                  aria-label={`Send the draft of ${formatDateTime(brief.createdAt)} to family`}
                >
                  <Send className="h-4 w-4" aria-hidden="true" />
                  Send to family
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${id}-sent`} className="flex flex-col gap-2">
        <h4 id={`${id}-sent`} className="text-base font-semibold text-foreground">
          Sent briefs
        </h4>
        {sent.length === 0 ? (
          <p className="text-sm text-muted-foreground">No brief sent yet.</p>
        ) : (
          <ul className="divide-y divide-border">
            {sent.map((brief) => (
              <li key={brief.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0" data-brief="sent">
                <p className="text-sm text-muted-foreground">
                  {formatDate(brief.sentAt)} · {sentToText(brief.sentTo)}
                </p>
                <BriefText text={brief.text} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={sending !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setSending(null);
        }}
        title={`Send this brief to ${firstName}’s family?`}
        description={`It goes by e-mail to every guardian who has accepted the agreement for families, and ${firstName} reads it exactly as sent. A sent brief cannot be changed.`}
        confirmLabel={busy ? 'Sending...' : 'Send to family'}
        pending={busy}
        onConfirm={() => void confirmSend()}
      />
    </div>
  );
}
