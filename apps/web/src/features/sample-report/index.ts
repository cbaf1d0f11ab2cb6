// Public surface of the sample report for other features (the router loads `route.ts` directly): the sample
// class, which other features' tests use as realistic report data.
export { sampleClass } from './lib/sample-data.ts';
