import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { resources } from './index.ts';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

describe('counted texts', () => {
  it('say "1 credit", "1 session" in English and keep Korean counters', () => {
    const en = i18n.getFixedT('en');
    const ko = i18n.getFixedT('ko');
    expect(en('auth:balance.amount', { count: 1 })).toBe('1 credit');
    expect(en('auth:balance.amount', { count: 2 })).toBe('2 credits');
    expect(en('sessions:list.bulkDeleteTitle', { count: 1 })).toBe('Delete 1 session?');
    expect(en('sessions:list.bulkDeleteTitle', { count: 3 })).toBe('Delete 3 sessions?');
    expect(en('dashboard:overview.analysed', { count: 1 })).toBe('1 session analysed');
    expect(ko('sessions:list.bulkDeleteTitle', { count: 1 })).toBe('세션 1개를 삭제할까요?');
    expect(ko('auth:balance.amount', { count: 1 })).toBe('1 크레딧');
  });

  it('give every English "{{count}} <plural noun>" text a singular form', () => {
    const missing = Object.entries(resources.en).flatMap(([ns, tree]) =>
      entries(tree as Tree, `${ns}:`)
        .filter(([key, value]) => /\{\{count\}\} (?!min\b)[a-z]+s\b/.test(value) && !key.endsWith('_other'))
        .map(([key]) => key),
    );
    expect(missing).toEqual([]);
  });

  it('pair every _one with an _other in both languages', () => {
    for (const language of ['ko', 'en'] as const) {
      for (const [ns, tree] of Object.entries(resources[language])) {
        const keys = new Set(entries(tree as Tree, `${ns}:`).map(([key]) => key));
        for (const key of keys) {
          if (key.endsWith('_one')) expect(keys.has(key.replace(/_one$/, '_other')), `${language} ${key}`).toBe(true);
        }
      }
    }
  });
});
