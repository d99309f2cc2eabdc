import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ club: NonNullable<unknown>, email: NonNullable<unknown> }} Join_Share_TextInputs */

const en_join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your invitation to ${i?.club}, sent to ${i?.email}:`)
};

const es_join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu invitación a ${i?.club}, para ${i?.email}:`)
};

const fr_join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre invitation à ${i?.club}, pour ${i?.email} :`)
};

const it_join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il tuo invito a ${i?.club}, per ${i?.email}:`)
};

const pt_join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O seu convite para ${i?.club}, para ${i?.email}:`)
};

const el_join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η πρόσκλησή σας στο ${i?.club}, για το ${i?.email}:`)
};

const hr_join_share_text = /** @type {(inputs: Join_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaša pozivnica u ${i?.club}, za ${i?.email}:`)
};

/**
* | output |
* | --- |
* | "Your invitation to {club}, sent to {email}:" |
*
* @param {Join_Share_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_share_text = /** @type {((inputs: Join_Share_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Share_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_share_text(inputs)
	if (locale === "fr") return fr_join_share_text(inputs)
	if (locale === "it") return it_join_share_text(inputs)
	if (locale === "pt") return pt_join_share_text(inputs)
	if (locale === "el") return el_join_share_text(inputs)
	if (locale === "hr") return hr_join_share_text(inputs)
	return en_join_share_text(inputs)
});