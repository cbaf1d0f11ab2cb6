import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a visitor downloads before a screen can show anything, read from Vite's build manifest: the entry's
 * static import closure plus the screen's route chunk and the texts loaded before render.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

export interface ScreenWeight {
  screen: string;
  totalGzipBytes: number;
  chunks: ChunkSize[];
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** Gzipped size (level 9, what compression sends at most) of each chunk in the set. */
function weigh(distDir: string, manifest: Manifest, keys: Set<string>, screen: string): ScreenWeight {
  const chunks = [...keys]
    .map((key) => {
      const file = manifest[key]?.file ?? key;
      return { file, gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { screen, totalGzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0), chunks };
}

const localeKey = (manifest: Manifest, language: string, file: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(`src/locales/${language}/${file}.ts`));
  if (!key) throw new Error(`no locale chunk for ${language}/${file}`);
  return key;
};

/**
 * The landing: entry closure + the shell's Korean texts. A signed-in screen: that, plus its route module's
 * closure and every namespace of the language (the router loads them with the first app screen).
 */
export function screenWeights(
  distDir: string,
  shellFiles: readonly string[],
  /** Per screen: its route module and the locale files it loads with it. */
  routes: Record<string, { source: string; textFiles: readonly string[] }>,
): ScreenWeight[] {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('manifest has no entry');
  const shell = [entry, ...shellFiles.map((f) => localeKey(manifest, 'ko', f))];
  const weights = [weigh(distDir, manifest, closure(manifest, shell), 'landing')];
  for (const [screen, { source, textFiles }] of Object.entries(routes)) {
    const key = Object.keys(manifest).find((k) => k.endsWith(source));
    if (!key) throw new Error(`no route chunk for ${source}`);
    const texts = textFiles.map((f) => localeKey(manifest, 'ko', f));
    weights.push(weigh(distDir, manifest, closure(manifest, [...shell, ...texts, key]), screen));
  }
  return weights;
}
