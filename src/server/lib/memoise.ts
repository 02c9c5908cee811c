/** A function of a string, remembered per argument (for build-time lookups over a few thousand keys). */
export function memoised<T>(compute: (key: string) => T): (key: string) => T {
  const done = new Map<string, T>();
  return (key) => {
    if (done.has(key)) return done.get(key)!;
    const result = compute(key);
    done.set(key, result);
    return result;
  };
}
