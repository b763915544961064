import { useEffect, useId, useState } from 'react';
import { SESSION_PATHS } from '@app/api/contract/paths';
import type { CalendarFeed } from '@app/api/contract';
import type { ToastOptions } from '@app/kit/ui';
// Stateless pieces only, by path (see ./index.ts).
import { apiRequest, getJson } from '../api/api-request';
import { Button, buttonClass } from '../ui/button';
import { Input, Label } from '../ui/fields';
import { Card, CardContent, CardDescription, CardHeader } from './card';
import { ConfirmDialog } from './dialog';

/** The subscription link calendar apps open: the feed's https URL with the webcal scheme. */
export function webcalLink(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Props of {@link CalendarSubscribe}. */
export interface CalendarSubscribeProps {
  description: string;
  /** Shows a toast: the page's shared `toast` (the store of toasts lives once, in the shell). */
  notify: (options: ToastOptions) => void;
}

/**
 * "Subscribe in your calendar": the signed-in user's secret feed of sessions as a webcal:// link and as an
 * address to copy, with Regenerate, which replaces the address so that the old one stops working.
 */
export function CalendarSubscribe({ description, notify }: CalendarSubscribeProps) {
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const inputId = useId();

  useEffect(() => {
    const controller = new AbortController();
    getJson<CalendarFeed>(SESSION_PATHS.calendarFeed, { on401: 'throw', signal: controller.signal })
      .then((value) => setFeed(value))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);

  const regenerate = async () => {
    setPending(true);
    try {
      const res = await apiRequest('POST', SESSION_PATHS.calendarFeedRotate);
      setFeed((await res.json()) as CalendarFeed);
      setConfirming(false);
      notify({ title: 'Calendar link regenerated', description: 'The old link no longer works.' });
    } catch {
      notify({ title: 'Error', description: 'The calendar link could not be regenerated.', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      notify({ title: 'Link copied', description: 'Paste it into your calendar app to subscribe.' });
    } catch {
      notify({ title: 'Error', description: 'Copy the link from the field instead.', variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Subscribe in your calendar</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {failed ? (
          <p role="alert" className="text-sm text-red-800">
            Your calendar link could not be loaded.
          </p>
        ) : !feed ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your calendar link...
          </p>
        ) : (
          <>
            <a
              href={webcalLink(feed.url)}
              className={buttonClass({ className: 'w-fit' })}
            >
              Add to calendar
            </a>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={inputId}>Calendar address</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input id={inputId} readOnly value={feed.url} onFocus={(event) => event.currentTarget.select()} />
                <Button type="button" variant="outline" onClick={() => void copy()}>
                  Copy link
                </Button>
              </div>
            </div>
            <p className="text-sm text-muted-foreground">
              Anyone with this address can see these sessions. If it was shared by mistake, regenerate it.
            </p>
            <Button type="button" variant="outline" className="w-fit" onClick={() => setConfirming(true)}>
              Regenerate link
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Regenerate the calendar link?"
              description="Calendars subscribed with the old link stop receiving your sessions. Subscribe again with the new one."
              confirmLabel="Regenerate"
              pending={pending}
              onConfirm={() => void regenerate()}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
