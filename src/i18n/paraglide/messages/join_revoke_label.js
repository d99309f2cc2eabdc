import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Join_Revoke_LabelInputs */

const en_join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke the invitation to ${i?.email}`)
};

const es_join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anular la invitación a ${i?.email}`)
};

const fr_join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Révoquer l’invitation à ${i?.email}`)
};

const it_join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoca l’invito a ${i?.email}`)
};

const pt_join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revogar o convite para ${i?.email}`)
};

const el_join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ανάκληση της πρόσκλησης στο ${i?.email}`)
};

const hr_join_revoke_label = /** @type {(inputs: Join_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opozovi pozivnicu za ${i?.email}`)
};

/**
* | output |
* | --- |
* | "Revoke the invitation to {email}" |
*
* @param {Join_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_revoke_label = /** @type {((inputs: Join_Revoke_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Revoke_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_revoke_label(inputs)
	if (locale === "fr") return fr_join_revoke_label(inputs)
	if (locale === "it") return it_join_revoke_label(inputs)
	if (locale === "pt") return pt_join_revoke_label(inputs)
	if (locale === "el") return el_join_revoke_label(inputs)
	if (locale === "hr") return hr_join_revoke_label(inputs)
	return en_join_revoke_label(inputs)
});