// Waiting for work under way, but only so long: shutdown's grace periods.

/** Whether `promise` settled (resolved or rejected) within `ms`; its timer goes when it does. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    const settled = promise.then(
      () => true,
      () => true,
    );
    return await Promise.race([settled, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
