import { describe, expect, it } from 'vitest';
import { resources } from './index.ts';

function leafKeys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v as object, `${prefix}${k}.`),
  );
}

describe('translations', () => {
  it('every Korean key has a non-empty English text and vice versa', () => {
    for (const ns of Object.keys(resources.ko) as (keyof typeof resources.ko)[]) {
      const ko = leafKeys(resources.ko[ns]).sort();
      const en = leafKeys(resources.en[ns]).sort();
      expect(en, `namespace ${ns}`).toEqual(ko);
    }
  });

  it('no English text is left in Korean form', () => {
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      const walk = (o: object, path: string): void => {
        for (const [k, v] of Object.entries(o)) {
          if (typeof v === 'string') {
            // Language names are shown in their own script on purpose.
            if (path.startsWith('common.language')) continue;
            expect(/[가-힣]/.test(v), `${path}.${k} = ${v}`).toBe(false);
          } else walk(v as object, `${path}.${k}`);
        }
      };
      walk(resources.en[ns], ns);
    }
  });
});
