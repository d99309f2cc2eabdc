import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Share_ButtonInputs */

const en_join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share the link…`)
};

const es_join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir el enlace…`)
};

const fr_join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager le lien…`)
};

const it_join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condividi il link…`)
};

const pt_join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partilhar o link…`)
};

const el_join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κοινοποίηση του συνδέσμου…`)
};

const hr_join_share_button = /** @type {(inputs: Join_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podijeli poveznicu…`)
};

/**
* | output |
* | --- |
* | "Share the link…" |
*
* @param {Join_Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_share_button = /** @type {((inputs?: Join_Share_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Share_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_share_button(inputs)
	if (locale === "fr") return fr_join_share_button(inputs)
	if (locale === "it") return it_join_share_button(inputs)
	if (locale === "pt") return pt_join_share_button(inputs)
	if (locale === "el") return el_join_share_button(inputs)
	if (locale === "hr") return hr_join_share_button(inputs)
	return en_join_share_button(inputs)
});