import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_Link_StaleInputs */

const en_sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in link is stale or was not started here. Please start again.`)
};

const es_sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de acceso ha caducado o no se inició aquí. Empieza de nuevo.`)
};

const fr_sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de connexion a expiré ou n’a pas été ouvert ici. Recommencez.`)
};

const it_sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link di accesso è scaduto o non è partito da qui. Ricomincia.`)
};

const pt_sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de entrada expirou ou não foi iniciado aqui. Comece de novo.`)
};

const el_sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύνδεσμος σύνδεσης έληξε ή δεν ξεκίνησε από εδώ. Ξεκινήστε από την αρχή.`)
};

const hr_sign_in_link_stale = /** @type {(inputs: Sign_In_Link_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova je poveznica za prijavu istekla ili nije pokrenuta ovdje. Počnite ispočetka.`)
};

/**
* | output |
* | --- |
* | "This sign-in link is stale or was not started here. Please start again." |
*
* @param {Sign_In_Link_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_link_stale = /** @type {((inputs?: Sign_In_Link_StaleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Link_StaleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_link_stale(inputs)
	if (locale === "fr") return fr_sign_in_link_stale(inputs)
	if (locale === "it") return it_sign_in_link_stale(inputs)
	if (locale === "pt") return pt_sign_in_link_stale(inputs)
	if (locale === "el") return el_sign_in_link_stale(inputs)
	if (locale === "hr") return hr_sign_in_link_stale(inputs)
	return en_sign_in_link_stale(inputs)
});