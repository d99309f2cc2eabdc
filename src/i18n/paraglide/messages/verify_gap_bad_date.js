import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Gap_Bad_DateInputs */

const en_verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the scale’s date must be a real date, not in the future`)
};

const es_verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la fecha de la báscula debe ser una fecha real, no futura`)
};

const fr_verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la date de la balance doit être une vraie date, pas dans le futur`)
};

const it_verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la data della bilancia deve essere una data vera, non futura`)
};

const pt_verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a data da balança precisa ser uma data real, não futura`)
};

const el_verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`η ημερομηνία της ζυγαριάς πρέπει να είναι πραγματική, όχι μελλοντική`)
};

const hr_verify_gap_bad_date = /** @type {(inputs: Verify_Gap_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`datum vage mora biti stvaran, ne u budućnosti`)
};

/**
* | output |
* | --- |
* | "the scale’s date must be a real date, not in the future" |
*
* @param {Verify_Gap_Bad_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_bad_date = /** @type {((inputs?: Verify_Gap_Bad_DateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Bad_DateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_gap_bad_date(inputs)
	if (locale === "fr") return fr_verify_gap_bad_date(inputs)
	if (locale === "it") return it_verify_gap_bad_date(inputs)
	if (locale === "pt") return pt_verify_gap_bad_date(inputs)
	if (locale === "el") return el_verify_gap_bad_date(inputs)
	if (locale === "hr") return hr_verify_gap_bad_date(inputs)
	return en_verify_gap_bad_date(inputs)
});