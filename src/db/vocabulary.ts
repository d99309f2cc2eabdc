// The fixed values a catch's fields take. A file of its own, without the schemas of
// modules/catches/model.ts (which re-exports it), so that the bulk recount's worker thread
// loads no Elysia; in db/ so that identity/ (the club's default board tier) reads it too.
export const tiers = ['unverified', 'bronze', 'silver', 'gold'] as const;
export type Tier = (typeof tiers)[number];
export const diveTypes = ['freedive', 'scuba'] as const;
export type DiveType = (typeof diveTypes)[number];
export const gears = ['speargun', 'polespear', 'sling', 'other'] as const;
export type Gear = (typeof gears)[number];
