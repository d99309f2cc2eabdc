// What other wings do when a catch is created, changed or deleted, in the write's own
// transaction. Competitions read catches (and so import this wing): they cannot be called from
// here by name, and register their effect instead, once, when their module loads.
import type { Sql } from '../../db/store';

/**
 * Called in the write's transaction before the catch of `diverId` is written; the function it
 * resolves to is called after the write, in the same transaction.
 */
export type CatchWriteEffect = (tx: Sql, diverId: string, now: number) => Promise<() => Promise<void>>;

const effects = new Set<CatchWriteEffect>();

export function onCatchWrite(effect: CatchWriteEffect): void {
  effects.add(effect);
}

/** Runs every registered effect around `write`. */
export async function withCatchWriteEffects<T>(tx: Sql, diverId: string, now: number, write: () => Promise<T>): Promise<T> {
  const after: (() => Promise<void>)[] = [];
  for (const effect of effects) after.push(await effect(tx, diverId, now));
  const result = await write();
  for (const done of after) await done();
  return result;
}
