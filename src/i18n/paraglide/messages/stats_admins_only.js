import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Admins_OnlyInputs */

const en_stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The club’s charts are for its admins while the boards are not public.`)
};

const es_stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los gráficos del club son solo para sus administradores mientras las clasificaciones no sean públicas.`)
};

const fr_stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les graphiques du club sont réservés à ses administrateurs tant que les classements ne sont pas publics.`)
};

const it_stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I grafici del club sono per i suoi amministratori finché le classifiche non sono pubbliche.`)
};

const pt_stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os gráficos do clube são só para os administradores enquanto as classificações não forem públicas.`)
};

const el_stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα γραφήματα του συλλόγου είναι για τους διαχειριστές του όσο οι κατατάξεις δεν είναι δημόσιες.`)
};

const hr_stats_admins_only = /** @type {(inputs: Stats_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grafikoni kluba su za njegove administratore dok ljestvice nisu javne.`)
};

/**
* | output |
* | --- |
* | "The club’s charts are for its admins while the boards are not public." |
*
* @param {Stats_Admins_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_admins_only = /** @type {((inputs?: Stats_Admins_OnlyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Admins_OnlyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_admins_only(inputs)
	if (locale === "fr") return fr_stats_admins_only(inputs)
	if (locale === "it") return it_stats_admins_only(inputs)
	if (locale === "pt") return pt_stats_admins_only(inputs)
	if (locale === "el") return el_stats_admins_only(inputs)
	if (locale === "hr") return hr_stats_admins_only(inputs)
	return en_stats_admins_only(inputs)
});