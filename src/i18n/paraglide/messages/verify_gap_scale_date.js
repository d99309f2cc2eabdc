import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Gap_Scale_DateInputs */

const en_verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold needs the date the scale was certified`)
};

const es_verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el nivel oro falta la fecha de certificación de la báscula`)
};

const fr_verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l’or, il manque la date de certification de la balance`)
};

const it_verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per l’oro manca la data di certificazione della bilancia`)
};

const pt_verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ouro, falta a data de certificação da balança`)
};

const el_verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για το χρυσό λείπει η ημερομηνία πιστοποίησης της ζυγαριάς`)
};

const hr_verify_gap_scale_date = /** @type {(inputs: Verify_Gap_Scale_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Za zlato nedostaje datum ovjere vage`)
};

/**
* | output |
* | --- |
* | "gold needs the date the scale was certified" |
*
* @param {Verify_Gap_Scale_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_scale_date = /** @type {((inputs?: Verify_Gap_Scale_DateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Scale_DateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_gap_scale_date(inputs)
	if (locale === "fr") return fr_verify_gap_scale_date(inputs)
	if (locale === "it") return it_verify_gap_scale_date(inputs)
	if (locale === "pt") return pt_verify_gap_scale_date(inputs)
	if (locale === "el") return el_verify_gap_scale_date(inputs)
	if (locale === "hr") return hr_verify_gap_scale_date(inputs)
	return en_verify_gap_scale_date(inputs)
});