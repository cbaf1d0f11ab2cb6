/**
 * A Korean action plan is an instruction, said in one register: every sentence that ends in a verb asks
 * ("…하세요"), or explains with the copula ("…입니다"). A plan that asks in one sentence and narrates the next
 * ("…주세요. 동작 큐를 … 시작합니다.") reads as if the coach switched from talking to the instructor to describing
 * someone else's class.
 */
import { styles, targetMetricKeys, type WeaknessKey } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { buildTarget, targetLibrary, weakestText } from '../../../src/feedback/library/next-targets.ts';
import { buildContext } from '../../../src/feedback/local-report.ts';
import { buildClass } from '../../helpers/class-builder.ts';
import { fillersEn, vinyasaKo } from '../../helpers/class-scripts.ts';

/** A sentence that narrates instead of asking: a formal declarative ending other than the copula. */
const NARRATES = /(?<!입)니다$/;

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(/\([^)]*\)/g, '').replace(/[.!?\s]+$/, ''))
    .filter(Boolean);
}

describe('Korean action plans', () => {
  const keys = Object.keys(targetLibrary) as Exclude<WeaknessKey, 'other'>[];

  it('recognise a narrated sentence (the rule can fail)', () => {
    expect(sentences('호흡 큐를 주세요. 동작 큐를 "들이마시며"로 시작합니다.').some((s) => NARRATES.test(s))).toBe(
      true,
    );
    expect(sentences('큐를 주세요(이번: 3개). 하나하나가 이정표입니다.').some((s) => NARRATES.test(s))).toBe(false);
  });

  for (const script of [fillersEn, vinyasaKo]) {
    it(`ask in every sentence, for every weakness and style (a ${script.language} class, Korean reader)`, () => {
      for (const style of styles) {
        const input = { ...buildClass(script), style, reportLanguage: 'ko' as const };
        const { c } = buildContext(input);
        for (const key of keys) {
          const { actionPlan } = buildTarget(key, c);
          for (const sentence of sentences(actionPlan)) {
            expect(NARRATES.test(sentence), `${style} ${key}: ${sentence}`).toBe(false);
          }
        }
        // The plan for the weakest metric of a class with everything in range, for every metric it can name.
        for (const metric of targetMetricKeys) {
          const { actionPlan } = weakestText(c, metric, 1, false);
          for (const sentence of sentences(actionPlan)) {
            expect(NARRATES.test(sentence), `${style} weakest ${metric}: ${sentence}`).toBe(false);
          }
        }
      }
    });
  }
});
