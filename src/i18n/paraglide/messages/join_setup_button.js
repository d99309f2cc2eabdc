import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Setup_ButtonInputs */

const en_join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create the admin account`)
};

const es_join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear la cuenta de administrador`)
};

const fr_join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le compte administrateur`)
};

const it_join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea l’account amministratore`)
};

const pt_join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar a conta de administrador`)
};

const el_join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημιουργία λογαριασμού διαχειριστή`)
};

const hr_join_setup_button = /** @type {(inputs: Join_Setup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stvori administratorski račun`)
};

/**
* | output |
* | --- |
* | "Create the admin account" |
*
* @param {Join_Setup_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_setup_button = /** @type {((inputs?: Join_Setup_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_setup_button(inputs)
	if (locale === "fr") return fr_join_setup_button(inputs)
	if (locale === "it") return it_join_setup_button(inputs)
	if (locale === "pt") return pt_join_setup_button(inputs)
	if (locale === "el") return el_join_setup_button(inputs)
	if (locale === "hr") return hr_join_setup_button(inputs)
	return en_join_setup_button(inputs)
});