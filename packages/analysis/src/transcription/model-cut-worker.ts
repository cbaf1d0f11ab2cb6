// Cuts the shipped model in a process of its own (local-model.ts says why). Exit 0: the cut is in the cache;
// exit 3: the cache could not be written (the caller cuts in memory instead); anything else: the cut failed.
import { type CutRequest, cutToCache } from './model-cut.ts';

const request = JSON.parse(process.argv[2] ?? '{}') as CutRequest;
const result = await cutToCache(request);
process.exitCode = result.inMemory ? 3 : 0;
