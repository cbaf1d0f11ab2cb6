/** Levenshtein distance between two sequences of words or letters (substitutions, insertions, deletions all cost 1). */
export function editDistance<T>(reference: ArrayLike<T>, hypothesis: ArrayLike<T>): number {
  const row = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= hypothesis.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[hypothesis.length]!;
}
