import { join } from 'node:path';
import {
  DEFAULT_WHISPER_MODEL_HOST,
  ensureWhisperModel,
  findWhisperModel,
  isAnalysisError,
  loadWhisperManifest,
  modelUrl,
  provisionsKoreanModel,
  type TranscriberConfig,
} from '@cuecoach/analysis';
import type { KoreanModelDetails, KoreanUnavailableReason } from '@cuecoach/contracts';

export interface KoreanModelCheck {
  availability: 'ready' | 'will_download' | 'unavailable';
  reason?: KoreanUnavailableReason;
  download: KoreanModelDetails | null;
}

/**
 * Whether this worker can run Korean with the whisper.cpp model it provisions itself (the default `auto` engine with
 * a models folder): `ready` when the model is on disk and verified (hashed once, then a marker), `will_download`
 * when it is missing but the model host answers a HEAD request now, `unavailable` otherwise (host unreachable,
 * downloads off, a model name the manifest does not know). null when this worker does not provision Korean (an
 * explicit WHISPER_MODEL_PATH, OpenAI, English only): its engines say what it can do.
 */
export async function checkKoreanModel(
  cfg: TranscriberConfig,
  opts: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<KoreanModelCheck | null> {
  if (!provisionsKoreanModel(cfg) || !cfg.whisperModelDir) return null;
  const dir = cfg.whisperModelDir;
  const host = cfg.whisperModelHost ?? DEFAULT_WHISPER_MODEL_HOST;
  const name = cfg.whisperModel ?? 'base';
  let manifest: ReturnType<typeof loadWhisperManifest>;
  try {
    manifest = loadWhisperManifest(cfg.whisperModelManifest);
  } catch {
    return { availability: 'unavailable', reason: 'unknown_model', download: null };
  }
  const spec = findWhisperModel(manifest, name);
  if (!spec) return { availability: 'unavailable', reason: 'unknown_model', download: null };
  const path = join(dir, spec.file);
  const url = modelUrl(host, spec);
  const download: KoreanModelDetails = {
    model: spec.name,
    file: spec.file,
    bytes: spec.bytes,
    sha256: spec.sha256,
    path,
    url,
    command: `npm run models:download -- ${spec.name}`,
  };
  try {
    // Without downloading: a file of the right size is hashed once (then a marker), a corrupt one is removed.
    await ensureWhisperModel({ spec, dir, host, download: false });
    return { availability: 'ready', download };
  } catch (err) {
    if (!isAnalysisError(err)) throw err;
  }
  if (cfg.whisperAutoDownload === false) {
    return {
      availability: 'unavailable',
      reason: 'downloads_off',
      download: { ...download, detail: 'WHISPER_AUTO_DOWNLOAD=false' },
    };
  }
  const fetchImpl = opts.fetchImpl ?? fetch;
  try {
    const res = await fetchImpl(url, {
      method: 'HEAD',
      redirect: 'follow',
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
    });
    await res.body?.cancel().catch(() => {});
    if (res.ok)
      return {
        availability: 'will_download',
        download: { ...download, detail: `${new URL(url).host} answered HTTP ${res.status}` },
      };
    return {
      availability: 'unavailable',
      reason: 'host_unreachable',
      download: { ...download, detail: `${new URL(url).host} answered HTTP ${res.status}` },
    };
  } catch (err) {
    const cause =
      err instanceof Error && err.cause instanceof Error && 'code' in err.cause ? String(err.cause.code) : undefined;
    const why =
      err instanceof Error && err.name === 'TimeoutError'
        ? 'did not answer in time'
        : `is unreachable (${cause ?? (err instanceof Error ? err.message : String(err))})`;
    return {
      availability: 'unavailable',
      reason: 'host_unreachable',
      download: { ...download, detail: `${new URL(url).host} ${why}` },
    };
  }
}
