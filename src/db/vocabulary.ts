// The fixed values a catch's fields take. A file of its own, without the schemas of model.ts
// (which re-exports it), so that the bulk recount's worker thread loads no Elysia.
export const tiers = ['unverified', 'bronze', 'silver', 'gold'] as const;
export type Tier = (typeof tiers)[number];
export const diveTypes = ['freedive', 'scuba'] as const;
export type DiveType = (typeof diveTypes)[number];
export const gears = ['speargun', 'polespear', 'sling', 'other'] as const;
export type Gear = (typeof gears)[number];
