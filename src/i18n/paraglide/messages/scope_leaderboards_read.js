import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Leaderboards_ReadInputs */

const en_scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See leaderboards`)
};

const es_scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver las clasificaciones`)
};

const fr_scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les classements`)
};

const it_scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedere le classifiche`)
};

const pt_scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver as classificações`)
};

const el_scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να βλέπει τους πίνακες κατάταξης`)
};

const hr_scope_leaderboards_read = /** @type {(inputs: Scope_Leaderboards_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidjeti ljestvice`)
};

/**
* | output |
* | --- |
* | "See leaderboards" |
*
* @param {Scope_Leaderboards_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_leaderboards_read = /** @type {((inputs?: Scope_Leaderboards_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Leaderboards_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_leaderboards_read(inputs)
	if (locale === "fr") return fr_scope_leaderboards_read(inputs)
	if (locale === "it") return it_scope_leaderboards_read(inputs)
	if (locale === "pt") return pt_scope_leaderboards_read(inputs)
	if (locale === "el") return el_scope_leaderboards_read(inputs)
	if (locale === "hr") return hr_scope_leaderboards_read(inputs)
	return en_scope_leaderboards_read(inputs)
});