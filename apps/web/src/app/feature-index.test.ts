import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each feature's index.ts is its public surface for other features (docs/architecture.md, apps/web; the lint rule
 * in biome.json sends cross-feature imports through it). vite.config.ts marks these files side-effect-free so the
 * bundler can skip them: that holds only while they contain nothing but comments and `export … from` lines.
 */
const featuresDir = path.resolve(import.meta.dirname, '../features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const statements = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

describe('feature index files', () => {
  it.each(features)('%s has an index.ts that only re-exports', (feature) => {
    const source = readFileSync(path.join(featuresDir, feature, 'index.ts'), 'utf8');
    for (const statement of statements(source)) {
      expect(statement).toMatch(/^export (type )?(\{[^}]*\} from '\.\/[^']+'|\{\s*\})$/);
    }
  });
});
