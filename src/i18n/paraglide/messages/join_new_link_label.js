import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Join_New_Link_LabelInputs */

const en_join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make a new invitation link for ${i?.email}`)
};

const es_join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Crear un nuevo enlace de invitación para ${i?.email}`)
};

const fr_join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Créer un nouveau lien d’invitation pour ${i?.email}`)
};

const it_join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Crea un nuovo link di invito per ${i?.email}`)
};

const pt_join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Criar um novo link de convite para ${i?.email}`)
};

const el_join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Νέος σύνδεσμος πρόσκλησης για το ${i?.email}`)
};

const hr_join_new_link_label = /** @type {(inputs: Join_New_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Izradi novu poveznicu pozivnice za ${i?.email}`)
};

/**
* | output |
* | --- |
* | "Make a new invitation link for {email}" |
*
* @param {Join_New_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_new_link_label = /** @type {((inputs: Join_New_Link_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_New_Link_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_new_link_label(inputs)
	if (locale === "fr") return fr_join_new_link_label(inputs)
	if (locale === "it") return it_join_new_link_label(inputs)
	if (locale === "pt") return pt_join_new_link_label(inputs)
	if (locale === "el") return el_join_new_link_label(inputs)
	if (locale === "hr") return hr_join_new_link_label(inputs)
	return en_join_new_link_label(inputs)
});