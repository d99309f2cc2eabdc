import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Early_Access_Closed_TitleInputs */

const en_join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early access sign-up is closed`)
};

const es_join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El registro de acceso anticipado está cerrado`)
};

const fr_join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription à l’accès anticipé est fermée`)
};

const it_join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’iscrizione all’accesso anticipato è chiusa`)
};

const pt_join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O registo de acesso antecipado está fechado`)
};

const el_join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή για πρόωρη πρόσβαση έχει κλείσει`)
};

const hr_join_early_access_closed_title = /** @type {(inputs: Join_Early_Access_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracija za rani pristup je zatvorena`)
};

/**
* | output |
* | --- |
* | "Early access sign-up is closed" |
*
* @param {Join_Early_Access_Closed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_early_access_closed_title = /** @type {((inputs?: Join_Early_Access_Closed_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Early_Access_Closed_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_early_access_closed_title(inputs)
	if (locale === "fr") return fr_join_early_access_closed_title(inputs)
	if (locale === "it") return it_join_early_access_closed_title(inputs)
	if (locale === "pt") return pt_join_early_access_closed_title(inputs)
	if (locale === "el") return el_join_early_access_closed_title(inputs)
	if (locale === "hr") return hr_join_early_access_closed_title(inputs)
	return en_join_early_access_closed_title(inputs)
});