import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ club: NonNullable<unknown> }} Join_Share_TitleInputs */

const en_join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.club} on catchd`)
};

const es_join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Únete a ${i?.club} en catchd`)
};

const fr_join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejoignez ${i?.club} sur catchd`)
};

const it_join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entra in ${i?.club} su catchd`)
};

const pt_join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Junte-se a ${i?.club} no catchd`)
};

const el_join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Γίνετε μέλος του ${i?.club} στο catchd`)
};

const hr_join_share_title = /** @type {(inputs: Join_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pridružite se klubu ${i?.club} na catchd`)
};

/**
* | output |
* | --- |
* | "Join {club} on catchd" |
*
* @param {Join_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_share_title = /** @type {((inputs: Join_Share_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Share_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_share_title(inputs)
	if (locale === "fr") return fr_join_share_title(inputs)
	if (locale === "it") return it_join_share_title(inputs)
	if (locale === "pt") return pt_join_share_title(inputs)
	if (locale === "el") return el_join_share_title(inputs)
	if (locale === "hr") return hr_join_share_title(inputs)
	return en_join_share_title(inputs)
});