// Public surface of this feature for other features: nothing yet. The router loads its route module(s) directly
// by dynamic import (app/router.tsx), never through this file, so each screen stays its own lazy chunk.
export {};
