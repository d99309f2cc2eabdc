import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Link_ShownInputs */

const en_join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mail is set up: you get the link to pass on.`)
};

const es_join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay correo configurado: recibirás el enlace para pasarlo tú.`)
};

const fr_join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun e-mail n’est configuré : vous recevez le lien à transmettre vous-même.`)
};

const it_join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna email configurata: ricevi il link da passare tu.`)
};

const pt_join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há e-mail configurado: recebe o link para o passar você mesmo.`)
};

const el_join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχει ρυθμιστεί email: παίρνετε τον σύνδεσμο για να τον δώσετε εσείς.`)
};

const hr_join_link_shown = /** @type {(inputs: Join_Link_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-pošta nije postavljena: dobit ćete poveznicu da je sami proslijedite.`)
};

/**
* | output |
* | --- |
* | "No mail is set up: you get the link to pass on." |
*
* @param {Join_Link_ShownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_link_shown = /** @type {((inputs?: Join_Link_ShownInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_ShownInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_link_shown(inputs)
	if (locale === "fr") return fr_join_link_shown(inputs)
	if (locale === "it") return it_join_link_shown(inputs)
	if (locale === "pt") return pt_join_link_shown(inputs)
	if (locale === "el") return el_join_link_shown(inputs)
	if (locale === "hr") return hr_join_link_shown(inputs)
	return en_join_link_shown(inputs)
});