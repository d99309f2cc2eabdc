// The words bench/generate-catches.ts writes into catch notes, which the search benchmarks ask for.
export const noteWords = [
  'reef',
  'ledge',
  'drift',
  'bluewater',
  'kelp',
  'wreck',
  'sand',
  'current',
  'murky',
  'clear',
  'school',
  'hole',
  'cave',
  'pinnacle',
] as const;
