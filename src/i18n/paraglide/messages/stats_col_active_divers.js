import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Col_Active_DiversInputs */

const en_stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active divers`)
};

const es_stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescadores activos`)
};

const fr_stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chasseurs actifs`)
};

const it_stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescatori attivi`)
};

const pt_stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescadores ativos`)
};

const el_stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοί ψαροντουφεκάδες`)
};

const hr_stats_col_active_divers = /** @type {(inputs: Stats_Col_Active_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivni ribolovci`)
};

/**
* | output |
* | --- |
* | "Active divers" |
*
* @param {Stats_Col_Active_DiversInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_col_active_divers = /** @type {((inputs?: Stats_Col_Active_DiversInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_Active_DiversInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_col_active_divers(inputs)
	if (locale === "fr") return fr_stats_col_active_divers(inputs)
	if (locale === "it") return it_stats_col_active_divers(inputs)
	if (locale === "pt") return pt_stats_col_active_divers(inputs)
	if (locale === "el") return el_stats_col_active_divers(inputs)
	if (locale === "hr") return hr_stats_col_active_divers(inputs)
	return en_stats_col_active_divers(inputs)
});