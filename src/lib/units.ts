// Imperial units: the API stores pounds and feet and converts metric input on the way in.
export const kgPerLb = 0.45359237;

export const mPerFt = 0.3048;
