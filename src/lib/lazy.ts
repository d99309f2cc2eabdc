// A value made at its first use rather than at module load: every start evaluates every module,
// and some values (compiled validators) cost milliseconds that most runs never use.

/** `make()`'s result, made once, at the first call. */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
