import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Setup_Link_TitleInputs */

const en_join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup link not valid`)
};

const es_join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace de configuración no válido`)
};

const fr_join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de configuration non valide`)
};

const it_join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link di configurazione non valido`)
};

const pt_join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link de configuração inválido`)
};

const el_join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μη έγκυρος σύνδεσμος ρύθμισης`)
};

const hr_join_setup_link_title = /** @type {(inputs: Join_Setup_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poveznica za postavljanje nije valjana`)
};

/**
* | output |
* | --- |
* | "Setup link not valid" |
*
* @param {Join_Setup_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_setup_link_title = /** @type {((inputs?: Join_Setup_Link_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_Link_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_setup_link_title(inputs)
	if (locale === "fr") return fr_join_setup_link_title(inputs)
	if (locale === "it") return it_join_setup_link_title(inputs)
	if (locale === "pt") return pt_join_setup_link_title(inputs)
	if (locale === "el") return el_join_setup_link_title(inputs)
	if (locale === "hr") return hr_join_setup_link_title(inputs)
	return en_join_setup_link_title(inputs)
});