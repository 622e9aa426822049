// The line-by-line difference between two lists of lines, as steps that turn the first into the
// second: keep lines, edit a line in place, remove lines, insert lines. Lines both lists share
// (a longest common subsequence) are kept; where lines were removed and others inserted at the
// same place, they are paired up as edits, so a changed line stays the same line (a concurrent
// edit to it still merges) instead of being removed and inserted again.

export type LineOp =
  | { kind: 'keep'; count: number }
  | { kind: 'edit'; line: string }
  | { kind: 'remove'; count: number }
  | { kind: 'insert'; lines: string[] };

export function diffLines(before: readonly string[], after: readonly string[]): LineOp[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  const ops: LineOp[] = [];
  if (start > 0) ops.push({ kind: 'keep', count: start });
  ops.push(...pairEdits(middleOps(before.slice(start, endBefore), after.slice(start, endAfter))));
  if (endBefore < before.length) ops.push({ kind: 'keep', count: before.length - endBefore });
  return ops;
}

type RawOp = { kind: 'keep' } | { kind: 'remove' } | { kind: 'insert'; line: string };

/** Keep/remove/insert, one line at a time, along a longest common subsequence. */
function middleOps(a: readonly string[], b: readonly string[]): RawOp[] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  // lcs[i * cols + j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * cols + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * cols + j + 1]! + 1
          : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
    }
  }
  const ops: RawOp[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ kind: 'keep' });
      i++;
      j++;
    } else if (
      j < b.length &&
      (i === a.length || lcs[i * cols + j + 1]! >= lcs[(i + 1) * cols + j]!)
    ) {
      ops.push({ kind: 'insert', line: b[j]! });
      j++;
    } else {
      ops.push({ kind: 'remove' });
      i++;
    }
  }
  return ops;
}

/** Groups single-line steps into runs, pairing removed with inserted lines as edits. */
function pairEdits(raw: RawOp[]): LineOp[] {
  const ops: LineOp[] = [];
  let index = 0;
  while (index < raw.length) {
    if (raw[index]!.kind === 'keep') {
      let count = 0;
      while (index < raw.length && raw[index]!.kind === 'keep') {
        count++;
        index++;
      }
      ops.push({ kind: 'keep', count });
      continue;
    }
    let removed = 0;
    const inserted: string[] = [];
    while (index < raw.length && raw[index]!.kind !== 'keep') {
      const op = raw[index]!;
      if (op.kind === 'insert') inserted.push(op.line);
      else removed++;
      index++;
    }
    const edits = Math.min(removed, inserted.length);
    for (let k = 0; k < edits; k++) ops.push({ kind: 'edit', line: inserted[k]! });
    if (removed > edits) ops.push({ kind: 'remove', count: removed - edits });
    if (inserted.length > edits) ops.push({ kind: 'insert', lines: inserted.slice(edits) });
  }
  return ops;
}
