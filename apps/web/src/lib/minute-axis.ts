/**
 * The one minute axis every chart uses: minutes are counted from 1, "minute 1" being 0:00–0:59 of the recording,
 * so a cue said at 0:30 and the pace of the first minute sit on the same tick on every chart (session charts and
 * compare). The analysis numbers its pace timeline from 0; charts convert through here.
 */
export function chartMinute(timelineMinute: number): number {
  return timelineMinute + 1;
}

/**
 * A series drawn without dots disappears when it has a single point (a class shorter than a minute): draw dots
 * then, so every session shows.
 */
export function needsDots(points: number): boolean {
  return points <= 1;
}
