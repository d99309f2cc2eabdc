import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Link_MailedInputs */

const en_join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is mailed to the address.`)
};

const es_join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace se envía por correo a esa dirección.`)
};

const fr_join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est envoyé par e-mail à l’adresse.`)
};

const it_join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il link viene inviato via email all’indirizzo.`)
};

const pt_join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O link é enviado por e-mail para o endereço.`)
};

const el_join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο σύνδεσμος στέλνεται με email στη διεύθυνση.`)
};

const hr_join_link_mailed = /** @type {(inputs: Join_Link_MailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poveznica se šalje e-poštom na adresu.`)
};

/**
* | output |
* | --- |
* | "The link is mailed to the address." |
*
* @param {Join_Link_MailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_link_mailed = /** @type {((inputs?: Join_Link_MailedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_MailedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_link_mailed(inputs)
	if (locale === "fr") return fr_join_link_mailed(inputs)
	if (locale === "it") return it_join_link_mailed(inputs)
	if (locale === "pt") return pt_join_link_mailed(inputs)
	if (locale === "el") return el_join_link_mailed(inputs)
	if (locale === "hr") return hr_join_link_mailed(inputs)
	return en_join_link_mailed(inputs)
});