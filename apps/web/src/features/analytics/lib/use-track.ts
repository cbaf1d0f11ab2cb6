import type { AnalyticsEvent, BrowserEventName } from '@cuecoach/contracts';
import { useEffect, useRef } from 'react';
import { track } from './track.ts';

/** Records `name` once per distinct `key` (null: not yet — e.g. the data has not loaded). */
export function useTrackOnce(name: BrowserEventName, key: string | null, props?: AnalyticsEvent['props']): void {
  const seen = useRef<string | null>(null);
  const latestProps = useRef(props);
  latestProps.current = props;
  useEffect(() => {
    if (key === null || seen.current === key) return;
    seen.current = key;
    track(name, latestProps.current);
  }, [name, key]);
}

/**
 * Records `name` when `value` changes from one of `from` to one of `to` while the screen is open (a report
 * finishing while the reader waits), not when a screen opens on a value that was already there.
 */
export function useTrackTransition(
  name: BrowserEventName,
  value: string | null | undefined,
  from: readonly string[],
  to: readonly string[],
  props?: AnalyticsEvent['props'],
): void {
  const previous = useRef(value);
  const latestProps = useRef(props);
  latestProps.current = props;
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before && value && before !== value && from.includes(before) && to.includes(value)) {
      track(name, latestProps.current);
    }
  }, [name, value, from, to]);
}
